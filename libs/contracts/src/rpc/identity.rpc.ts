import { z } from 'zod';
import { countrySchema, roleSchema, userTypeSchema } from '../common.js';
import { defineRpc } from './define-rpc.js';

// Request/reply messages between the gateway and the identity service. One defineRpc per
// operation; the gateway validates what it sends, the service validates what it receives.
//
// Authorization is decided by the identity service from `meta.actor` (set by the gateway
// from a verified access token) and its own records, never from anything in a payload:
// - anonymous: register, login, refresh, logout (by refresh token), verifyEmail,
//   requestPasswordReset, resetPassword, getJwks, getPublicProfile;
// - signed in: getCurrentUser, getProfile, updateProfile, changePassword, requestEmailChange,
//   resendVerificationEmail, logout (own session);
// - staff read-only (admin, moderator, support): admin.listUsers, admin.getUser,
//   admin.userHistory;
// - admin only: admin.changeRole, admin.banUser, admin.unbanUser.
// A caller without a session gets AUTH.UNAUTHENTICATED (401); a role too low gets
// AUTH.FORBIDDEN (403).

/** Liveness of the identity service over the bus (the gateway's readiness uses it). */
export const identityPingRpc = defineRpc({
  name: 'identity.ping',
  request: z.object({}),
  response: z.object({ service: z.literal('identity') }),
});

// ---------------------------------------------------------------------------------------
// Shared value schemas (the web may reuse them for its own form checks)

/**
 * Spec §5 password rules, checked in the spec's order so the first message is the one the
 * spec shows first. Long passphrases are welcome (argon2 input, not a column width).
 */
export const PASSWORD_MAX_LENGTH = 256;
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character');

/** Letters, digits, `_ . -`; never an `@`, so a username can never look like an e-mail. */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, numbers, underscores, dots and hyphens');

/** E-mails are compared and stored lower-cased. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const fullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters');

const paginationSchema = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

// ---------------------------------------------------------------------------------------
// DTOs (no secret ever appears in one: no password, hash, or token digest)

export const verificationStatusSchema = z.enum(['unverified', 'pending', 'verified', 'rejected']);
export const userStatusSchema = z.enum(['active', 'banned']);

/** The signed-in user's own view (and staff's view of any user). */
export const userDtoSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string(),
  country: countrySchema,
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  isPhoneVerified: z.boolean(),
  profileImage: z.string().nullable(),
  userType: userTypeSchema,
  role: roleSchema,
  isVerified: z.boolean(),
  verificationStatus: verificationStatusSchema,
  status: userStatusSchema,
  isBanned: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** What anyone may see of another user: no e-mail, phone, role or ban state. */
export const publicProfileDtoSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  country: countrySchema,
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  userType: userTypeSchema,
  isVerified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicProfileDto = z.infer<typeof publicProfileDtoSchema>;

/**
 * A signed-in session. `accessToken` is a JWT (EdDSA, `iss` oneway-identity, `aud`
 * oneway-api, `sub` user id, `role`, `sid` session id) checked by the gateway against
 * getJwks; `refreshToken` is opaque, single-use (rotated by refresh) and belongs in an
 * httpOnly cookie. Times are ISO-8601.
 */
export const sessionDtoSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime({ offset: true }),
  refreshToken: z.string(),
  refreshTokenExpiresAt: z.iso.datetime({ offset: true }),
  sessionId: z.string(),
  user: userDtoSchema,
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

const okSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------
// Registration, sign-in, sessions

/** 409 USER.EMAIL_TAKEN / USER.USERNAME_TAKEN on duplicates (case-insensitive). Sends the verification e-mail. */
export const registerRpc = defineRpc({
  name: 'identity.register',
  request: z.object({
    fullName: fullNameSchema,
    username: usernameSchema,
    email: emailSchema,
    country: countrySchema,
    password: passwordSchema,
  }),
  response: z.object({ user: userDtoSchema }),
});

/**
 * Errors: 401 AUTH.USERNAME_NOT_FOUND 'Username not found. Please check your credentials.',
 * 401 AUTH.INVALID_CREDENTIALS 'Invalid username/email or password', 403 AUTH.BANNED.
 * `ip` is the client address the gateway saw (recorded, never trusted for identity).
 */
export const loginRpc = defineRpc({
  name: 'identity.login',
  request: z.object({
    usernameOrEmail: z
      .string({ error: 'Please enter your email or username' })
      .trim()
      .min(1, 'Please enter your email or username')
      .max(254, 'Please enter your email or username'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH * 4),
    ip: z.string().max(64).optional(),
  }),
  response: sessionDtoSchema,
});

/**
 * Rotates the refresh token. 401 AUTH.REFRESH_INVALID (unknown, expired or revoked);
 * 401 AUTH.REFRESH_REUSED when a rotated token comes back: the whole session is revoked.
 */
export const refreshRpc = defineRpc({
  name: 'identity.refresh',
  request: z.object({ refreshToken: z.string().min(1).max(512) }),
  response: sessionDtoSchema,
});

/**
 * Ends the actor's session (`meta.actor.sessionId`) and/or the session of `refreshToken`.
 * Idempotent: an unknown or already-ended session still answers ok.
 */
export const logoutRpc = defineRpc({
  name: 'identity.logout',
  request: z.object({ refreshToken: z.string().min(1).max(512).optional() }),
  response: okSchema,
});

/** Public keys (JWKS) that verify access tokens; the gateway caches them by `kid`. */
export const getJwksRpc = defineRpc({
  name: 'identity.getJwks',
  request: z.object({}),
  response: z.object({
    keys: z.array(z.object({ kid: z.string(), kty: z.string(), alg: z.string(), use: z.string() }).loose()),
  }),
});

// ---------------------------------------------------------------------------------------
// The signed-in user

/** GET /api/user: 401 AUTH.UNAUTHENTICATED without a session, 403 AUTH.BANNED when banned. */
export const getCurrentUserRpc = defineRpc({
  name: 'identity.getCurrentUser',
  request: z.object({}),
  response: userDtoSchema,
});

export const getProfileRpc = defineRpc({
  name: 'identity.getProfile',
  request: z.object({}),
  response: userDtoSchema,
});

const PROFILE_PHOTO_URL =
  /^\/api\/users\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/photo\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The one form a profile image takes (issue 14): the gateway's URL of the photo the user
 * uploaded. No external URL, so a profile cannot make every viewer's browser fetch a third party.
 */
export const profilePhotoUrl = (userId: string, photoId: string) => `/api/users/${userId}/photo/${photoId}`;

/** The user and photo ids of a profile photo URL, or null when it is not one. */
export function parseProfilePhotoUrl(url: string | null | undefined): { userId: string; photoId: string } | null {
  const m = url ? PROFILE_PHOTO_URL.exec(url) : null;
  return m ? { userId: m[1]!, photoId: m[2]! } : null;
}

/**
 * `null` clears an optional field; an absent field is left as it is. Only the caller's own
 * profile; `profileImage` is null or the caller's own profile photo URL.
 */
export const updateProfileRpc = defineRpc({
  name: 'identity.updateProfile',
  request: z.object({
    fullName: fullNameSchema.optional(),
    bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters').nullable().optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{5,20}$/, 'Please enter a valid phone number')
      .nullable()
      .optional(),
    country: countrySchema.optional(),
    profileImage: z.string().regex(PROFILE_PHOTO_URL, 'Upload a photo to set the profile image').nullable().optional(),
  }),
  response: userDtoSchema,
});

/** 404 USER.NOT_FOUND for an unknown user. Anyone may call it. */
export const getPublicProfileRpc = defineRpc({
  name: 'identity.getPublicProfile',
  request: z.object({ userId: z.uuid() }),
  response: publicProfileDtoSchema,
});

/**
 * Ends every session of the user (a refresh with an old token fails) and returns a fresh
 * session so the caller stays signed in. 400 AUTH.CURRENT_PASSWORD_INCORRECT (field
 * `currentPassword`) when the current password is wrong: not a 401, the session is fine.
 */
export const changePasswordRpc = defineRpc({
  name: 'identity.changePassword',
  request: z.object({
    currentPassword: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH * 4),
    newPassword: passwordSchema,
  }),
  response: sessionDtoSchema,
});

/**
 * Mails a confirmation link to `email` and a notice to the current address; the sign-in
 * e-mail changes only when that link is opened (verifyEmail). A newer request voids the older
 * link. 400 AUTH.CURRENT_PASSWORD_INCORRECT (field `currentPassword`), 400 USER.SAME_EMAIL and
 * 409 USER.EMAIL_TAKEN (field `email`); nothing is stored or sent then.
 */
export const requestEmailChangeRpc = defineRpc({
  name: 'identity.requestEmailChange',
  request: z.object({
    email: z.string({ error: 'Please enter your email address' }).pipe(emailSchema),
    currentPassword: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH * 4),
  }),
  response: z.object({ pendingEmail: z.string() }),
});

// ---------------------------------------------------------------------------------------
// E-mail verification and password reset (tokens arrive by e-mail, single use)

/**
 * Opens a link from a verification mail or an e-mail change mail; for a change, `changedTo`
 * is the new sign-in address. 400 AUTH.TOKEN_INVALID for an unknown, used or expired token.
 */
export const verifyEmailRpc = defineRpc({
  name: 'identity.verifyEmail',
  request: z.object({ token: z.string().min(1).max(512) }),
  response: z.object({ userId: z.uuid(), emailVerified: z.literal(true), changedTo: z.string().optional() }),
});

/**
 * Sends a new verification link (older unused links stop working). With `usernameOrEmail`
 * (the sign-in screen, before the person can sign in) it answers the same whether or not an
 * unverified account exists (no account enumeration); without it, to the signed-in user.
 * Already verified: nothing is sent.
 */
export const resendVerificationEmailRpc = defineRpc({
  name: 'identity.resendVerificationEmail',
  request: z.object({
    usernameOrEmail: z
      .string({ error: 'Please enter your email or username' })
      .trim()
      .min(1, 'Please enter your email or username')
      .max(254, 'Please enter your email or username')
      .optional(),
  }),
  response: okSchema,
});

/** Answers the same whether or not the e-mail has an account (no account enumeration). */
export const requestPasswordResetRpc = defineRpc({
  name: 'identity.requestPasswordReset',
  request: z.object({
    email: z
      .string({ error: 'Please enter your email address' })
      .trim()
      .min(1, 'Please enter your email address')
      .pipe(emailSchema),
  }),
  response: okSchema,
});

/** Sets the new password and ends every session. 400 AUTH.TOKEN_INVALID for a bad token. */
export const resetPasswordRpc = defineRpc({
  name: 'identity.resetPassword',
  request: z.object({ token: z.string().min(1).max(512), password: passwordSchema }),
  response: okSchema,
});

// ---------------------------------------------------------------------------------------
// Staff (reads: admin, moderator, support; writes: admin)

export const adminListUsersRpc = defineRpc({
  name: 'identity.admin.listUsers',
  request: z.object({
    /** Matches username, e-mail or full name (case-insensitive substring). */
    query: z.string().trim().max(100).optional(),
    role: roleSchema.optional(),
    status: userStatusSchema.optional(),
    ...paginationSchema,
  }),
  response: z.object({
    items: z.array(userDtoSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const adminGetUserRpc = defineRpc({
  name: 'identity.admin.getUser',
  request: z.object({ userId: z.uuid() }),
  response: userDtoSchema,
});

/** 409 USER.CANNOT_CHANGE_OWN_ROLE: an admin cannot demote themselves (no lock-out). */
export const adminChangeRoleRpc = defineRpc({
  name: 'identity.admin.changeRole',
  request: z.object({ userId: z.uuid(), role: roleSchema }),
  response: userDtoSchema,
});

/** Ends every session of the user at once. 409 USER.CANNOT_BAN_SELF, USER.ALREADY_BANNED. */
export const adminBanUserRpc = defineRpc({
  name: 'identity.admin.banUser',
  request: z.object({
    userId: z.uuid(),
    reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(500),
  }),
  response: userDtoSchema,
});

/** 409 USER.NOT_BANNED when the user is not banned. */
export const adminUnbanUserRpc = defineRpc({
  name: 'identity.admin.unbanUser',
  /** The reason is kept in the audit log. */
  request: z.object({ userId: z.uuid(), reason: z.string().trim().max(500).optional() }),
  response: userDtoSchema,
});

/** The user's domain events, oldest first (no secrets: events never carry credentials). */
export const adminUserHistoryRpc = defineRpc({
  name: 'identity.admin.userHistory',
  request: z.object({ userId: z.uuid() }),
  response: z.object({
    events: z.array(
      z.object({
        id: z.uuid(),
        type: z.string(),
        version: z.number().int(),
        streamVersion: z.number().int(),
        occurredAt: z.iso.datetime({ offset: true }),
        actorId: z.string().nullable(),
        data: z.record(z.string(), z.unknown()),
      }),
    ),
  }),
});
