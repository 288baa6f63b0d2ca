import { z } from 'zod';

// Password hashes never ride on events: identity keeps them in its own credentials table,
// written in the same transaction as the event, so the bus never carries a credential.
import { countrySchema, roleSchema, userTypeSchema } from '../../common.js';
import { defineEvent } from '../../define-event.js';

export const userRegisteredV1 = defineEvent({
  type: 'identity.user.registered',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    email: z.string(),
    username: z.string(),
    fullName: z.string(),
    country: countrySchema,
    userType: userTypeSchema,
    role: roleSchema,
  }),
});

export const userEmailVerifiedV1 = defineEvent({
  type: 'identity.user.email_verified',
  version: 1,
  schema: z.object({ userId: z.uuid() }),
});

export const userProfileUpdatedV1 = defineEvent({
  type: 'identity.user.profile_updated',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    fullName: z.string().optional(),
    bio: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    country: countrySchema.optional(),
    profileImage: z.string().nullable().optional(),
  }),
});

export const userRoleChangedV1 = defineEvent({
  type: 'identity.user.role_changed',
  version: 1,
  schema: z.object({ userId: z.uuid(), from: roleSchema, to: roleSchema, byAdminId: z.uuid() }),
});

export const userBannedV1 = defineEvent({
  type: 'identity.user.banned',
  version: 1,
  schema: z.object({ userId: z.uuid(), reason: z.string(), byAdminId: z.uuid() }),
});

export const userUnbannedV1 = defineEvent({
  type: 'identity.user.unbanned',
  version: 1,
  schema: z.object({ userId: z.uuid(), byAdminId: z.uuid() }),
});

export const userPasswordChangedV1 = defineEvent({
  type: 'identity.user.password_changed',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    reason: z.enum(['change', 'reset']),
  }),
});

export const userIdentityVerifiedV1 = defineEvent({
  type: 'identity.user.identity_verified',
  version: 1,
  schema: z.object({ userId: z.uuid() }),
});

/** A signed-in user asked to sign in with `newEmail`; nothing changes until the link mailed there is opened. */
export const userEmailChangeRequestedV1 = defineEvent({
  type: 'identity.user.email_change_requested',
  version: 1,
  schema: z.object({ userId: z.uuid(), newEmail: z.string() }),
});

/** The link mailed to the new address was opened: sign-in now uses `to`, no longer `from`. */
export const userEmailChangedV1 = defineEvent({
  type: 'identity.user.email_changed',
  version: 1,
  schema: z.object({ userId: z.uuid(), from: z.string(), to: z.string() }),
});

export const identityUserEvents = [
  userRegisteredV1,
  userEmailVerifiedV1,
  userProfileUpdatedV1,
  userRoleChangedV1,
  userBannedV1,
  userUnbannedV1,
  userPasswordChangedV1,
  userIdentityVerifiedV1,
  userEmailChangeRequestedV1,
  userEmailChangedV1,
] as const;
