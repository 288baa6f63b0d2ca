import { defineError } from '../errors.js';

/** Withdrawals to a bank account and the payout providers behind them. */
export const payoutErrors = {
  withdrawalNotFound: defineError({ code: 'WITHDRAWAL.NOT_FOUND', kind: 'not_found', message: 'No such withdrawal' }),
  /** A client-chosen withdrawal id is one user's for ever (decision private-figures-and-claimed-ids). */
  withdrawalIdTaken: defineError({
    code: 'WITHDRAWAL.ID_TAKEN',
    kind: 'conflict',
    message: 'This withdrawal id is already used',
  }),
  /** Only a payout still in flight can be retried; a failed one was returned to the wallet. */
  notRetryable: defineError({
    code: 'PAYOUT.NOT_RETRYABLE',
    kind: 'conflict',
    message: (status: string) =>
      status === 'failed'
        ? 'This payout failed and its money went back to the traveler’s wallet; they can request a new withdrawal.'
        : `This payout is ${status}; only a payout in flight can be retried.`,
  }),
  /** The payout's job is still queued, running or finishing: there is nothing to hand over again. */
  alreadyQueued: defineError({
    code: 'PAYOUT.ALREADY_QUEUED',
    kind: 'conflict',
    message: (jobState: string) => `This payout is already with the worker (${jobState}): there is nothing to retry.`,
  }),
  invalidDestination: defineError({
    code: 'PAYOUT.INVALID_DESTINATION',
    kind: 'validation',
    message: 'Unknown test bank account',
  }),
  onboardingUnavailable: defineError({
    code: 'PAYOUT.ONBOARDING_UNAVAILABLE',
    kind: 'precondition',
    message: 'Test mode: add one of the test bank accounts instead',
  }),
  currencyMismatch: defineError({
    code: 'PAYOUT.CURRENCY_MISMATCH',
    kind: 'validation',
    message: (currency: string) => `This bank account is paid in ${currency}`,
    fieldErrors: (currency) => [{ field: 'currency', message: `Must be ${currency}` }],
  }),
  unsupportedDestination: defineError({
    code: 'PAYOUT.UNSUPPORTED_DESTINATION',
    kind: 'validation',
    message: (country: string) => `Payouts to ${country} bank accounts are not available yet`,
  }),
};
