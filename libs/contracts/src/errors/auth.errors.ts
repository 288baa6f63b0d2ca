import { defineError } from '../errors.js';

/** Who the caller is and what they may do (identity, gateway, every service's access checks). */
export const authErrors = {
  /** `reason` says why the credentials were not accepted, when there is more to say. */
  unauthenticated: defineError({
    code: 'AUTH.UNAUTHENTICATED',
    kind: 'unauthorized',
    message: (reason?: string) => reason ?? 'You are not signed in.',
  }),
  required: defineError({ code: 'AUTH.REQUIRED', kind: 'unauthorized', message: 'Sign in to continue' }),
  sessionRevoked: defineError({
    code: 'AUTH.SESSION_REVOKED',
    kind: 'unauthorized',
    message: 'Your session has ended. Please sign in again.',
  }),
  forbidden: defineError({
    code: 'AUTH.FORBIDDEN',
    kind: 'forbidden',
    message: 'You do not have permission to do this.',
  }),
  staffOnly: defineError({ code: 'AUTH.STAFF_ONLY', kind: 'forbidden', message: 'Only staff can do this' }),
  adminOnly: defineError({ code: 'AUTH.ADMIN_ONLY', kind: 'forbidden', message: 'Only an admin can do this' }),
  usernameNotFound: defineError({
    code: 'AUTH.USERNAME_NOT_FOUND',
    kind: 'unauthorized',
    message: 'Username not found. Please check your credentials.',
  }),
  invalidCredentials: defineError({
    code: 'AUTH.INVALID_CREDENTIALS',
    kind: 'unauthorized',
    message: 'Invalid username/email or password',
  }),
  currentPasswordIncorrect: defineError({
    code: 'AUTH.CURRENT_PASSWORD_INCORRECT',
    kind: 'validation',
    message: 'Your current password is incorrect',
    fieldErrors: () => [{ field: 'currentPassword', message: 'Your current password is incorrect' }],
  }),
  refreshInvalid: defineError({
    code: 'AUTH.REFRESH_INVALID',
    kind: 'unauthorized',
    message: 'Your session has expired. Please sign in again.',
  }),
  refreshReused: defineError({
    code: 'AUTH.REFRESH_REUSED',
    kind: 'unauthorized',
    message: 'This session was ended for your security because its sign-in token was used twice. Please sign in again.',
  }),
  tokenInvalid: defineError({
    code: 'AUTH.TOKEN_INVALID',
    kind: 'validation',
    message: 'This link is invalid or has expired. Please request a new one.',
  }),
  banned: defineError({
    code: 'AUTH.BANNED',
    kind: 'forbidden',
    message: 'This account has been suspended. Please contact support if you think this is a mistake.',
  }),
  /**
   * Sign-in before the e-mail address is confirmed (issue 10): the product's own text
   * (spec §8, the 'Account created successfully' toast). Only told to someone who knows the
   * password; no session is opened.
   */
  emailNotVerified: defineError({
    code: 'AUTH.EMAIL_NOT_VERIFIED',
    kind: 'forbidden',
    message: 'Please check your email to verify your account before logging in.',
  }),
  /** A money or listing action (pay, post a trip or shipment, withdraw) by an account whose e-mail is not confirmed. */
  emailVerificationRequired: defineError({
    code: 'AUTH.EMAIL_VERIFICATION_REQUIRED',
    kind: 'forbidden',
    message: (action: string) =>
      `Please verify your email address before you ${action}. Open the link we e-mailed you, or ask for a new one from the sign-in screen.`,
  }),
  /** The WebSocket's `userId` parameter names someone other than the token's user. */
  forgedUser: defineError({
    code: 'AUTH.FORGED_USER',
    kind: 'forbidden',
    message: 'The userId does not match the token.',
  }),
  keysUnavailable: defineError({
    code: 'AUTH.KEYS_UNAVAILABLE',
    kind: 'unavailable',
    message: 'Sign-in keys are not available. Please try again shortly.',
  }),
};
