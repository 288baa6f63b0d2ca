import { z } from 'zod';
import { currencySchema } from '../../common.js';
import { defineEvent } from '../../define-event.js';

// Escrow lifecycle: pending → held → released | refunded | frozen (ARCHITECTURE.md).
// The marketplace reacts to `held` (a sender may then accept an interest).

const escrowRef = {
  paymentId: z.uuid(),
  shipmentId: z.uuid(),
  senderId: z.uuid(),
};

export const escrowHeldV1 = defineEvent({
  type: 'payments.escrow.held',
  version: 1,
  schema: z.object({
    ...escrowRef,
    amount: z.number().int().positive(),
    currency: currencySchema,
    /** The provider's payment intent that was charged (added later: optional). */
    intentId: z.string().optional(),
  }),
});

export const escrowReleasedV1 = defineEvent({
  type: 'payments.escrow.released',
  version: 1,
  schema: z.object({
    ...escrowRef,
    travelerId: z.uuid(),
    amount: z.number().int().positive(),
    currency: currencySchema,
  }),
});

export const escrowRefundedV1 = defineEvent({
  type: 'payments.escrow.refunded',
  version: 1,
  schema: z.object({
    ...escrowRef,
    amount: z.number().int().positive(),
    currency: currencySchema,
    full: z.boolean(),
    /** The provider's refund id (added later: optional). */
    refundId: z.string().optional(),
  }),
});

export const escrowFrozenV1 = defineEvent({
  type: 'payments.escrow.frozen',
  version: 1,
  schema: z.object({
    ...escrowRef,
    claimId: z.string(),
    /** Set when the claim came after delivery: the traveler's pending earnings went back to escrow. */
    reclaimedFromTravelerId: z.uuid().optional(),
    reclaimedAmount: z.number().int().positive().optional(),
  }),
});

export const CLAIM_OUTCOMES = ['release', 'partial_refund', 'full_refund'] as const;
export const claimOutcomeSchema = z.enum(CLAIM_OUTCOMES);
export type ClaimOutcome = z.infer<typeof claimOutcomeSchema>;

/**
 * An admin settled the claim that froze this escrow: the sender's card refund (if any), the
 * traveler's share to their wallet, and the insurance payout to the sender's wallet, each a
 * balanced ledger entry in the same transaction.
 */
export const escrowClaimSettledV1 = defineEvent({
  type: 'payments.escrow.claim_settled',
  version: 1,
  schema: z.object({
    ...escrowRef,
    claimId: z.string(),
    travelerId: z.uuid(),
    outcome: claimOutcomeSchema,
    refundAmount: z.number().int().nonnegative(),
    travelerAmount: z.number().int().nonnegative(),
    insurancePayout: z.number().int().nonnegative(),
    currency: currencySchema,
    reason: z.string(),
    resolvedBy: z.uuid(),
    refundId: z.string().nullable(),
  }),
});

export const paymentsEscrowEvents = [
  escrowHeldV1,
  escrowReleasedV1,
  escrowRefundedV1,
  escrowFrozenV1,
  escrowClaimSettledV1,
] as const;
