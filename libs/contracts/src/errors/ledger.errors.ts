import { defineError } from '../errors.js';

/** The double-entry ledger (payments). All but a negative balance are programming errors. */
export const ledgerErrors = {
  noIdempotencyKey: defineError({
    code: 'LEDGER.NO_IDEMPOTENCY_KEY',
    kind: 'internal',
    message: 'A journal entry needs an idempotency key',
  }),
  tooFewLines: defineError({
    code: 'LEDGER.TOO_FEW_LINES',
    kind: 'internal',
    message: 'A journal entry needs at least two lines',
  }),
  invalidAmount: defineError({
    code: 'LEDGER.INVALID_AMOUNT',
    kind: 'internal',
    message: (account: string, amount: unknown) =>
      `Line on ${account} has amount ${String(amount)}: amounts are positive integers in minor units`,
  }),
  unbalanced: defineError({
    code: 'LEDGER.UNBALANCED',
    kind: 'internal',
    message: (idempotencyKey: string, debits: number, credits: number) =>
      `Entry ${idempotencyKey} is unbalanced: debits ${debits}, credits ${credits}`,
  }),
  negativeBalance: defineError({
    code: 'LEDGER.NEGATIVE_BALANCE',
    kind: 'conflict',
    message: (account: string) => `Account ${account} cannot go below zero`,
  }),
};
