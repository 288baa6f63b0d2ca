import { DomainError } from '@oneway/contracts';

export const userErrors = {
  notFound: () => new DomainError('USER.NOT_FOUND', 'not_found', 'User not found'),
  alreadyExists: () => new DomainError('USER.ALREADY_EXISTS', 'conflict', 'This account already exists'),
  emailTaken: () =>
    new DomainError('USER.EMAIL_TAKEN', 'conflict', 'An account with this email already exists', [
      { field: 'email', message: 'An account with this email already exists' },
    ]),
  usernameTaken: () =>
    new DomainError('USER.USERNAME_TAKEN', 'conflict', 'This username is already taken', [
      { field: 'username', message: 'This username is already taken' },
    ]),
  banned: () =>
    new DomainError(
      'AUTH.BANNED',
      'forbidden',
      'This account has been suspended. Please contact support if you think this is a mistake.',
    ),
  alreadyBanned: () => new DomainError('USER.ALREADY_BANNED', 'conflict', 'This user is already banned'),
  notBanned: () => new DomainError('USER.NOT_BANNED', 'conflict', 'This user is not banned'),
  cannotBanSelf: () => new DomainError('USER.CANNOT_BAN_SELF', 'conflict', 'You cannot ban your own account'),
  cannotChangeOwnRole: () =>
    new DomainError('USER.CANNOT_CHANGE_OWN_ROLE', 'conflict', 'You cannot change your own role'),
};
