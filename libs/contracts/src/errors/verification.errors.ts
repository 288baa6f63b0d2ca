import { defineError, type FieldError } from '../errors.js';

/** Identity verification sessions and documents (identity). */
export const verificationErrors = {
  /** Another person's session is not found, like one that does not exist. */
  notFound: defineError({ code: 'VERIFICATION.NOT_FOUND', kind: 'not_found', message: 'Verification not found' }),
  alreadyVerified: defineError({
    code: 'VERIFICATION.ALREADY_VERIFIED',
    kind: 'conflict',
    message: 'Your identity is already verified',
  }),
  invalidTransition: defineError({
    code: 'VERIFICATION.INVALID_TRANSITION',
    kind: 'conflict',
    message: (action: string, status: string) => `Cannot ${action} a verification that is ${status}`,
  }),
  invalid: defineError({
    code: 'VERIFICATION.INVALID',
    kind: 'validation',
    message: (fieldErrors: FieldError[]) => fieldErrors[0]?.message ?? 'The verification has invalid fields',
    fieldErrors: (fieldErrors) => fieldErrors,
  }),
  testModeOnly: defineError({
    code: 'VERIFICATION.TEST_MODE_ONLY',
    kind: 'forbidden',
    message: 'Test outcomes exist only in test mode',
  }),
};
