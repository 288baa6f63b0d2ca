import { z } from 'zod';
import { currencySchema } from '../../common.js';
import { defineEvent } from '../../define-event.js';

// The escrow payment's steps before and around the money moving. `payments.escrow.held`,
// `released`, `refunded` and `frozen` (escrow.events.ts) are the ones other contexts use;
// these complete the aggregate's own history.

const paymentRef = { paymentId: z.uuid(), shipmentId: z.uuid(), senderId: z.uuid() };
const minor = z.number().int().nonnegative();
/** What a charge asks for: the traveler's part (held on escrow), the fee, the premium. */
const terms = {
  currency: currencySchema,
  amount: z.number().int().positive(),
  platformFee: minor,
  insurancePremium: minor,
  total: z.number().int().positive(),
};

/** A sender started paying for a shipment: the amount breakdown is fixed here. */
export const escrowInitiatedV1 = defineEvent({
  type: 'payments.escrow.initiated',
  version: 1,
  schema: z.object({ ...paymentRef, ...terms, provider: z.enum(['stripe', 'test']) }),
});

/**
 * A pending payment takes the listing's current terms for its next attempt: the sender changed
 * the price (or the insurance choice) after a declined attempt, and the retry charges what the
 * listing and the checkout now say.
 */
export const escrowTermsRevisedV1 = defineEvent({
  type: 'payments.escrow.terms_revised',
  version: 1,
  schema: z.object({ ...paymentRef, ...terms }),
});

/** The card provider created (or re-used) a payment intent for one attempt. */
export const escrowIntentCreatedV1 = defineEvent({
  type: 'payments.escrow.intent_created',
  version: 1,
  schema: z.object({ paymentId: z.uuid(), intentId: z.string(), attempt: z.number().int().positive() }),
});

/** 3-D Secure: the card's bank wants the sender to authenticate before the charge. */
export const escrowAuthenticationRequiredV1 = defineEvent({
  type: 'payments.escrow.authentication_required',
  version: 1,
  schema: z.object({ paymentId: z.uuid(), intentId: z.string() }),
});

/** The charge attempt failed; the payment stays pending and may be tried again. */
export const escrowChargeFailedV1 = defineEvent({
  type: 'payments.escrow.charge_failed',
  version: 1,
  schema: z.object({ paymentId: z.uuid(), intentId: z.string().nullable(), declineCode: z.string() }),
});

/** A claim was closed without moving money: the escrow is held again. */
export const escrowUnfrozenV1 = defineEvent({
  type: 'payments.escrow.unfrozen',
  version: 1,
  schema: z.object({ ...paymentRef, claimId: z.string() }),
});

/** The provider confirmed a refund reached the sender's card. */
export const escrowRefundSettledV1 = defineEvent({
  type: 'payments.escrow.refund_settled',
  version: 1,
  schema: z.object({
    paymentId: z.uuid(),
    refundId: z.string(),
    amount: z.number().int().positive(),
    currency: currencySchema,
  }),
});

export const paymentsPaymentEvents = [
  escrowInitiatedV1,
  escrowTermsRevisedV1,
  escrowIntentCreatedV1,
  escrowAuthenticationRequiredV1,
  escrowChargeFailedV1,
  escrowUnfrozenV1,
  escrowRefundSettledV1,
] as const;
