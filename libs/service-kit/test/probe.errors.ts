import { defineError } from '@oneway/contracts';

/** The probe service's one refusal, to see a typed error cross the wire. */
export const probeErrors = {
  nope: defineError({ code: 'PROBE.NOPE', kind: 'forbidden', message: 'Not for you' }),
};
