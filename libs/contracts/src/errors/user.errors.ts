import { defineError } from '../errors.js';

const EMAIL_TAKEN = 'An account with this email already exists';
const USERNAME_TAKEN = 'This username is already taken';

/** The User aggregate (identity). */
export const userErrors = {
  notFound: defineError({ code: 'USER.NOT_FOUND', kind: 'not_found', message: 'User not found' }),
  alreadyExists: defineError({ code: 'USER.ALREADY_EXISTS', kind: 'conflict', message: 'This account already exists' }),
  /** Registration names every taken field at once, so `usernameTakenToo` adds the username's. */
  emailTaken: defineError({
    code: 'USER.EMAIL_TAKEN',
    kind: 'conflict',
    message: EMAIL_TAKEN,
    fieldErrors: (usernameTakenToo = false) => [
      { field: 'email', message: EMAIL_TAKEN },
      ...(usernameTakenToo ? [{ field: 'username', message: USERNAME_TAKEN }] : []),
    ],
  }),
  usernameTaken: defineError({
    code: 'USER.USERNAME_TAKEN',
    kind: 'conflict',
    message: USERNAME_TAKEN,
    fieldErrors: () => [{ field: 'username', message: USERNAME_TAKEN }],
  }),
  sameEmail: defineError({
    code: 'USER.SAME_EMAIL',
    kind: 'validation',
    message: 'This is already your email address',
    fieldErrors: () => [{ field: 'email', message: 'This is already your email address' }],
  }),
  alreadyBanned: defineError({ code: 'USER.ALREADY_BANNED', kind: 'conflict', message: 'This user is already banned' }),
  notBanned: defineError({ code: 'USER.NOT_BANNED', kind: 'conflict', message: 'This user is not banned' }),
  cannotBanSelf: defineError({
    code: 'USER.CANNOT_BAN_SELF',
    kind: 'conflict',
    message: 'You cannot ban your own account',
  }),
  cannotChangeOwnRole: defineError({
    code: 'USER.CANNOT_CHANGE_OWN_ROLE',
    kind: 'conflict',
    message: 'You cannot change your own role',
  }),
};
