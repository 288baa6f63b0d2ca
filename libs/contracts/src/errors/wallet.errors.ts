import { defineError } from '../errors.js';

/** A traveler's earnings and withdrawals (payments' Wallet aggregate). */
export const walletErrors = {
  creditNotFound: defineError({
    code: 'WALLET.CREDIT_NOT_FOUND',
    kind: 'not_found',
    message: (paymentId: string) => `No earnings of payment ${paymentId}`,
  }),
  holdNotOver: defineError({
    code: 'WALLET.HOLD_NOT_OVER',
    kind: 'precondition',
    message: (availableAt: string) => `These earnings become available at ${availableAt}`,
  }),
  invalidAmount: defineError({
    code: 'WALLET.INVALID_AMOUNT',
    kind: 'validation',
    message: 'Withdraw a positive amount',
    fieldErrors: () => [{ field: 'amount', message: 'Must be a positive whole number of minor units' }],
  }),
  withdrawalInFlight: defineError({
    code: 'WALLET.WITHDRAWAL_IN_FLIGHT',
    kind: 'conflict',
    message: 'A withdrawal is already on its way; wait until it is paid or fails',
  }),
  insufficientAvailable: defineError({
    code: 'WALLET.INSUFFICIENT_AVAILABLE',
    kind: 'conflict',
    message: (available: number, currency: string) => `You can withdraw up to ${available} (${currency})`,
    fieldErrors: (available) => [{ field: 'amount', message: `At most ${available}` }],
  }),
  withdrawalNotFound: defineError({
    code: 'WALLET.WITHDRAWAL_NOT_FOUND',
    kind: 'not_found',
    message: (withdrawalId: string) => `No withdrawal ${withdrawalId}`,
  }),
};
