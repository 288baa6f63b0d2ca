import { z } from 'zod';
import { claimTypeSchema, CLAIM_STATUSES } from '../events/marketplace/claim.events.js';
import { claimOutcomeSchema } from '../events/payments/escrow.events.js';
import { defineRpc } from './define-rpc.js';

// Claims and disputes: filing and answering in marketplace; settling money in payments.

const id = z.uuid();
const iso = z.string();

export const claimViewSchema = z.object({
  id,
  shipmentId: id,
  trackingNumber: z.string().nullable(),
  senderId: id,
  travelerId: id,
  senderName: z.string().nullable(),
  travelerName: z.string().nullable(),
  claimType: claimTypeSchema,
  description: z.string(),
  photoKeys: z.array(z.string()),
  status: z.enum(CLAIM_STATUSES),
  travelerStatement: z.string().nullable(),
  travelerPhotoKeys: z.array(z.string()),
  outcome: claimOutcomeSchema.nullable(),
  refundAmount: z.number().int().nullable(),
  travelerAmount: z.number().int().nullable(),
  insurancePayout: z.number().int().nullable(),
  currency: z.string().nullable(),
  resolutionReason: z.string().nullable(),
  /** Whether the payment is frozen (shown to staff and both parties). */
  escrowStatus: z.string().nullable(),
  filedAt: iso,
  answeredAt: iso.nullable(),
  resolvedAt: iso.nullable(),
  /** The caller's side: sender, traveler or staff. */
  viewerRole: z.enum(['sender', 'traveler', 'staff']),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

export const fileClaimRpc = defineRpc({
  name: 'marketplace.file_claim',
  request: z.object({
    /** Chosen by the client: a retried filing files once. */
    claimId: id,
    shipmentId: id,
    claimType: claimTypeSchema,
    description: z.string({ error: 'Description is required' }),
    /** Ids of photos uploaded by the caller (POST /api/claims/photos). */
    photoKeys: z.array(z.uuid()).max(20).default([]),
  }),
  response: claimViewSchema,
});

export const myClaimsRpc = defineRpc({
  name: 'marketplace.my_claims',
  request: z.object({}),
  response: z.object({ items: z.array(claimViewSchema) }),
});

export const getClaimRpc = defineRpc({
  name: 'marketplace.get_claim',
  request: z.object({ claimId: id }),
  response: claimViewSchema,
});

export const answerClaimRpc = defineRpc({
  name: 'marketplace.answer_claim',
  request: z.object({
    claimId: id,
    statement: z.string({ error: 'Your answer is required' }),
    /** Ids of photos uploaded by the caller (POST /api/claims/photos). */
    photoKeys: z.array(z.uuid()).max(20).default([]),
  }),
  response: claimViewSchema,
});

export const staffClaimsRpc = defineRpc({
  name: 'marketplace.staff_claims',
  request: z.object({ status: z.enum(CLAIM_STATUSES).optional() }),
  response: z.object({ items: z.array(claimViewSchema) }),
});

/** Money for a claim: only admins (claims.resolve); amounts in minor units of the payment's currency. */
export const resolveClaimRpc = defineRpc({
  name: 'payments.resolve_claim',
  request: z.object({
    claimId: id,
    outcome: claimOutcomeSchema,
    /** Partial refund only: what goes back to the sender's card; the rest goes to the traveler. */
    refundAmount: z.number().int().optional(),
    /** Paid to the sender's wallet from the insurance reserve, where the shipment was insured. */
    insurancePayout: z.number().int().min(0).default(0),
    reason: z.string({ error: 'A reason is required' }),
  }),
  response: z.object({
    claimId: id,
    shipmentId: id,
    outcome: claimOutcomeSchema,
    refundAmount: z.number().int(),
    travelerAmount: z.number().int(),
    insurancePayout: z.number().int(),
    currency: z.string(),
  }),
});
