import { z } from 'zod';
import { currencySchema } from '../../common.js';
import { defineEvent } from '../../define-event.js';
import { handoffCodeKindSchema, shipmentDetailsSchema, shipmentStatusSchema } from './marketplace-values.js';

// The shipment lifecycle (ARCHITECTURE.md "Lifecycles"): pending → matched → picked_up →
// in_transit → arrived → delivered → completed; side exits cancelled and disputed.
// created/matched/delivered/cancelled are consumed by payments and relay: their original
// fields stay as they are; later additions are optional.

/** Where and why a lifecycle step happened: becomes a tracking entry (the actor is the envelope's). */
const trackingFields = {
  location: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
};

export const shipmentCreatedV1 = defineEvent({
  type: 'marketplace.shipment.created',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    senderId: z.uuid(),
    trackingNumber: z.string(),
    fromLocation: z.string(),
    toLocation: z.string(),
    paymentAmount: z.number().int().positive(),
    currency: currencySchema,
    /** The full listing; optional only because the first consumers were written without it. */
    details: shipmentDetailsSchema.optional(),
  }),
});

/** The sender edited the listing while it was still pending. Carries the whole new listing. */
export const shipmentUpdatedV1 = defineEvent({
  type: 'marketplace.shipment.updated',
  version: 1,
  schema: z.object({ shipmentId: z.uuid(), senderId: z.uuid(), details: shipmentDetailsSchema }),
});

/** Payments holds the sender's money in escrow for this shipment: an interest may now be accepted. */
export const shipmentEscrowHeldV1 = defineEvent({
  type: 'marketplace.shipment.escrow_held',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    paymentId: z.uuid(),
    amount: z.number().int().positive(),
    currency: currencySchema,
  }),
});

export const shipmentEscrowRefundedV1 = defineEvent({
  type: 'marketplace.shipment.escrow_refunded',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    paymentId: z.uuid(),
    amount: z.number().int().positive(),
    full: z.boolean(),
  }),
});

export const shipmentMatchedV1 = defineEvent({
  type: 'marketplace.shipment.matched',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    senderId: z.uuid(),
    travelerId: z.uuid(),
    tripId: z.uuid(),
    interestId: z.uuid(),
    weightKg: z.number().positive().optional(),
  }),
});

/** The matched traveler gave the shipment up before pickup: it is listed again. */
export const shipmentTravelerCancelledV1 = defineEvent({
  type: 'marketplace.shipment.traveler_cancelled',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    senderId: z.uuid(),
    travelerId: z.uuid(),
    tripId: z.uuid(),
    interestId: z.uuid(),
    reason: z.string().nullable(),
  }),
});

/**
 * A wrong handoff code was entered. `lockedUntil` is set on the attempt that locks the code;
 * the codes themselves never travel in events.
 */
export const shipmentHandoffCodeFailedV1 = defineEvent({
  type: 'marketplace.shipment.handoff_code_failed',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    kind: handoffCodeKindSchema,
    failedAttempts: z.number().int().positive(),
    lockedUntil: z.iso.datetime({ offset: true }).nullable(),
  }),
});

const travelStep = z.object({
  shipmentId: z.uuid(),
  senderId: z.uuid(),
  travelerId: z.uuid(),
  ...trackingFields,
});

/** The traveler has the package: the sender (or relay) entered the traveler's pickup code. */
export const shipmentPickedUpV1 = defineEvent({
  type: 'marketplace.shipment.picked_up',
  version: 1,
  schema: travelStep,
});

/** The traveler left with the package: the shipment is in transit. */
export const shipmentDepartedV1 = defineEvent({
  type: 'marketplace.shipment.departed',
  version: 1,
  schema: travelStep,
});

/**
 * The sender left the package at the shipment's origin relay point (the relay checked it in).
 * The status does not change; the timeline gains a step (public: the point's name and city).
 */
export const shipmentDroppedAtRelayV1 = defineEvent({
  type: 'marketplace.shipment.dropped_at_relay',
  version: 1,
  schema: z.object({ shipmentId: z.uuid(), senderId: z.uuid(), relayPointId: z.uuid(), ...trackingFields }),
});

export const shipmentArrivedV1 = defineEvent({ type: 'marketplace.shipment.arrived', version: 1, schema: travelStep });

export const shipmentDeliveredV1 = defineEvent({
  type: 'marketplace.shipment.delivered',
  version: 1,
  schema: z.object({ shipmentId: z.uuid(), senderId: z.uuid(), travelerId: z.uuid(), ...trackingFields }),
});

/** Escrow was released to the traveler: the shipment is done. */
export const shipmentCompletedV1 = defineEvent({
  type: 'marketplace.shipment.completed',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    senderId: z.uuid(),
    travelerId: z.uuid(),
    paymentId: z.uuid(),
    /**
     * Set when a settled claim completed it: what the traveler was paid of the escrow (0 after a
     * full refund). Absent: the escrow was released to the traveler in full.
     */
    travelerEarned: z.number().int().nonnegative().optional(),
  }),
});

export const shipmentCancelledV1 = defineEvent({
  type: 'marketplace.shipment.cancelled',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    senderId: z.uuid(),
    /** Set when a traveler had been matched: they must be told. */
    travelerId: z.uuid().nullable(),
    reason: z.string().nullable(),
    /** The trip whose reserved space is given back, when one was matched. */
    tripId: z.uuid().nullable().optional(),
  }),
});

/** A claim froze the escrow; an admin resolves it (claims issue). */
export const shipmentDisputedV1 = defineEvent({
  type: 'marketplace.shipment.disputed',
  version: 1,
  schema: z.object({ shipmentId: z.uuid(), claimId: z.string(), paymentId: z.uuid() }),
});

/** The claim closed without moving money (payments unfroze the escrow): the shipment resumes where it was. */
export const shipmentDisputeClosedV1 = defineEvent({
  type: 'marketplace.shipment.dispute_closed',
  version: 1,
  schema: z.object({ shipmentId: z.uuid(), claimId: z.string(), resumedStatus: shipmentStatusSchema }),
});

/** The sender attached photos of the package (ids of files uploaded through the gateway). */
export const shipmentPhotosAttachedV1 = defineEvent({
  type: 'marketplace.shipment.photos_attached',
  version: 1,
  schema: z.object({ shipmentId: z.uuid(), senderId: z.uuid(), photoIds: z.array(z.uuid()).min(1) }),
});

export const marketplaceShipmentEvents = [
  shipmentCreatedV1,
  shipmentUpdatedV1,
  shipmentEscrowHeldV1,
  shipmentEscrowRefundedV1,
  shipmentMatchedV1,
  shipmentTravelerCancelledV1,
  shipmentHandoffCodeFailedV1,
  shipmentPickedUpV1,
  shipmentDepartedV1,
  shipmentDroppedAtRelayV1,
  shipmentArrivedV1,
  shipmentDeliveredV1,
  shipmentCompletedV1,
  shipmentCancelledV1,
  shipmentDisputedV1,
  shipmentDisputeClosedV1,
  shipmentPhotosAttachedV1,
] as const;
