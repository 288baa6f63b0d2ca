import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// Claims and disputes (stream `claim-<shipmentId>`: one claim per shipment). The sender files
// within 48 hours of delivery, or after the latest delivery date when it never arrived; the
// traveler answers; an admin settles it through payments (payments.escrow.claim_settled).

export const CLAIM_TYPES = ['lost', 'damaged', 'late', 'not_as_described'] as const;
export const claimTypeSchema = z.enum(CLAIM_TYPES);
export type ClaimType = z.infer<typeof claimTypeSchema>;

export const CLAIM_STATUSES = ['open', 'answered', 'resolved'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Hours after delivery during which the sender may file a claim. */
export const CLAIM_WINDOW_HOURS = 48;
export const CLAIM_DESCRIPTION_MIN = 10;
export const CLAIM_TEXT_MAX = 2000;
export const CLAIM_PHOTOS_MAX = 5;

export const claimFiledV1 = defineEvent({
  type: 'marketplace.claim.filed',
  version: 1,
  schema: z.object({
    claimId: z.uuid(),
    shipmentId: z.uuid(),
    senderId: z.uuid(),
    travelerId: z.uuid(),
    claimType: claimTypeSchema,
    description: z.string(),
    photoKeys: z.array(z.string()),
    deliveredAt: z.iso.datetime({ offset: true }).nullable(),
    /** The declared value when the shipment was insured (minor units), else 0: the insurance payout's cap. */
    insuredValue: z.number().int().nonnegative().default(0),
  }),
});

export const claimAnsweredV1 = defineEvent({
  type: 'marketplace.claim.answered',
  version: 1,
  schema: z.object({
    claimId: z.uuid(),
    shipmentId: z.uuid(),
    senderId: z.uuid(),
    travelerId: z.uuid(),
    statement: z.string(),
    photoKeys: z.array(z.string()),
  }),
});

export const claimResolvedV1 = defineEvent({
  type: 'marketplace.claim.resolved',
  version: 1,
  schema: z.object({
    claimId: z.uuid(),
    shipmentId: z.uuid(),
    senderId: z.uuid(),
    travelerId: z.uuid(),
    outcome: z.enum(['release', 'partial_refund', 'full_refund']),
    refundAmount: z.number().int().nonnegative(),
    travelerAmount: z.number().int().nonnegative(),
    insurancePayout: z.number().int().nonnegative(),
    currency: z.string(),
    reason: z.string(),
  }),
});

export const marketplaceClaimEvents = [claimFiledV1, claimAnsweredV1, claimResolvedV1] as const;
