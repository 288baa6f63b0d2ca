import { DomainError } from '@oneway/contracts';

export const authErrors = {
  unauthenticated: () => new DomainError('AUTH.UNAUTHENTICATED', 'unauthorized', 'You are not signed in.'),
  sessionEnded: () =>
    new DomainError('AUTH.SESSION_REVOKED', 'unauthorized', 'Your session has ended. Please sign in again.'),
  forbidden: () => new DomainError('AUTH.FORBIDDEN', 'forbidden', 'You do not have permission to do this.'),
  usernameNotFound: () =>
    new DomainError('AUTH.USERNAME_NOT_FOUND', 'unauthorized', 'Username not found. Please check your credentials.'),
  invalidCredentials: () =>
    new DomainError('AUTH.INVALID_CREDENTIALS', 'unauthorized', 'Invalid username/email or password'),
  currentPasswordIncorrect: () =>
    new DomainError('AUTH.CURRENT_PASSWORD_INCORRECT', 'validation', 'Your current password is incorrect', [
      { field: 'currentPassword', message: 'Your current password is incorrect' },
    ]),
  refreshInvalid: () =>
    new DomainError('AUTH.REFRESH_INVALID', 'unauthorized', 'Your session has expired. Please sign in again.'),
  refreshReused: () =>
    new DomainError(
      'AUTH.REFRESH_REUSED',
      'unauthorized',
      'This session was ended for your security because its sign-in token was used twice. Please sign in again.',
    ),
  tokenInvalid: () =>
    new DomainError(
      'AUTH.TOKEN_INVALID',
      'validation',
      'This link is invalid or has expired. Please request a new one.',
    ),
};
