import { defineError } from '../errors.js';

/** Saved cards and payout bank accounts (payments' PaymentMethod aggregate). */
export const paymentMethodErrors = {
  /** `wanted: 'default'` when the caller asked for their default card and has none. */
  notFound: defineError({
    code: 'PAYMENT_METHOD.NOT_FOUND',
    kind: 'not_found',
    message: (wanted: 'given' | 'default' = 'given') =>
      wanted === 'default' ? 'You have no default card: add one first' : 'This payment method does not exist',
  }),
  /** The client-chosen id names another user's method (decision private-figures-and-claimed-ids). */
  idTaken: defineError({
    code: 'PAYMENT_METHOD.ID_TAKEN',
    kind: 'conflict',
    message: 'This payment method id is already used',
  }),
  payoutMethodNotFound: defineError({
    code: 'PAYOUT_METHOD.NOT_FOUND',
    kind: 'not_found',
    message: 'Choose one of your bank accounts',
    fieldErrors: () => [{ field: 'payoutMethodId', message: 'Not one of your bank accounts' }],
  }),
  onboardingRequired: defineError({
    code: 'PAYOUT_METHOD.ONBOARDING_REQUIRED',
    kind: 'precondition',
    message: 'Connect your bank account through Stripe first',
    fieldErrors: () => [{ field: 'account', message: 'Start the payout onboarding first' }],
  }),
};
