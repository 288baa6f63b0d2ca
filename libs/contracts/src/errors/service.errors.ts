import { defineError } from '../errors.js';

/** Failures of the platform rather than of a request: a dependency down, a broken reply. */
export const serviceErrors = {
  /** The message says what is unavailable (a service, sign-in checks, a form). */
  unavailable: defineError({
    code: 'SERVICE.UNAVAILABLE',
    kind: 'unavailable',
    message: (what: string) => `${what} Please try again shortly.`,
  }),
  malformedReply: defineError({ code: 'INTERNAL', kind: 'internal', message: 'Malformed reply from a service' }),
  /** A service's own reply broke its contract; the caller learns nothing more. */
  replyInvalid: defineError({
    code: 'REPLY.INVALID',
    kind: 'internal',
    message: 'Something went wrong on our side. Please try again.',
  }),
};
