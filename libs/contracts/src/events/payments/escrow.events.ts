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
  schema: z.object({ ...escrowRef, claimId: z.string() }),
});

export const paymentsEscrowEvents = [escrowHeldV1, escrowReleasedV1, escrowRefundedV1, escrowFrozenV1] as const;
