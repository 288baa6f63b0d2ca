import { z } from 'zod';
import { currencySchema } from '../common.js';
import { interestStatusSchema, shipmentStatusSchema } from '../events/marketplace/marketplace-values.js';
import { defineRpc } from './define-rpc.js';
import { escrowStatusSchema, marketplacePageOf, marketplacePageRequestSchema } from './marketplace.rpc.js';

// Matches (/matches, /matches/:id): a traveler's interest in a shipment seen from either side.
// A match's id is its interest's id, the `relatedId` of every match_* notification (spec §4).
// Every read is scoped to the caller: someone else's match is MATCH.NOT_FOUND (404).

const id = z.uuid();

/** What the caller may do next on a match, decided by the server from the lifecycle and the caller's side. */
export const MATCH_ACTIONS = [
  'pay',
  'accept',
  'reject',
  'withdraw',
  'confirm_pickup',
  'mark_in_transit',
  'mark_arrived',
  'confirm_delivery',
  'give_up',
  'cancel',
  'message',
] as const;
export const matchActionSchema = z.enum(MATCH_ACTIONS);
export type MatchAction = z.infer<typeof matchActionSchema>;

export const matchViewSchema = z.object({
  /** The interest's id. */
  id,
  /** The caller's side of the match. */
  role: z.enum(['sender', 'traveler']),
  /** The interest's status: a match proper is `accepted`. */
  status: interestStatusSchema,
  rejectionReason: z.string().nullable(),
  /** The traveler's message to the sender. */
  message: z.string(),
  senderId: id,
  travelerId: id,
  /** The person on the other side (name, rating and verification come from identity and reviews). */
  otherPartyId: id,
  createdAt: z.string(),
  updatedAt: z.string(),
  shipment: z.object({
    id,
    trackingNumber: z.string(),
    status: shipmentStatusSchema,
    fromLocation: z.string(),
    toLocation: z.string(),
    weightKg: z.number(),
    contents: z.string(),
    earliestPickupDate: z.string(),
    latestDeliveryDate: z.string(),
    paymentAmount: z.number().int(),
    currency: currencySchema,
    /** The escrow for the sender, and for the traveler this shipment is matched to; null otherwise. */
    escrowStatus: escrowStatusSchema.nullable(),
    /** Only to the matched traveler until pickup (they show it to the sender). */
    pickupCode: z.string().nullable(),
    /** Only to the sender until delivery (they pass it on to the receiver). */
    deliveryCode: z.string().nullable(),
  }),
  trip: z
    .object({
      id,
      fromLocation: z.string(),
      toLocation: z.string(),
      departureDate: z.string(),
      arrivalDate: z.string(),
      airlineName: z.string().nullable(),
    })
    .nullable(),
  /** One sentence: what happens next and who does it. */
  nextStep: z.string(),
  actions: z.array(matchActionSchema),
});
export type MatchView = z.infer<typeof matchViewSchema>;

/** GET /api/matches — my matches (accepted interests) as sender or traveler, most recently changed first. */
export const listMyMatchesRpc = defineRpc({
  name: 'marketplace.matches.list_mine',
  request: marketplacePageRequestSchema,
  response: marketplacePageOf(matchViewSchema),
});

/** GET /api/matches/:id — one match (any interest status) of mine; anyone else's is MATCH.NOT_FOUND. */
export const getMatchRpc = defineRpc({
  name: 'marketplace.matches.get',
  request: z.object({ matchId: id }),
  response: matchViewSchema,
});
