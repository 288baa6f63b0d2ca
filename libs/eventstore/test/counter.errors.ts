import { defineError } from '@oneway/contracts';

/** The test counter's one refusal. */
export const counterErrors = {
  closed: defineError({ code: 'COUNTER.CLOSED', kind: 'conflict', message: 'The counter reached its limit' }),
};
