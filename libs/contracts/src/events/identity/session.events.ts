import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// Sessions are not event-sourced (they live in identity's sessions table), but every
// revocation is published so the gateway can refuse a still-unexpired access token at once:
// it keeps a deny-list entry until `until` (the latest expiry of any access token concerned).

export const SESSION_REVOKE_REASONS = [
  'logout',
  'refresh_token_reused',
  'banned',
  'password_changed',
  'password_reset',
  'role_changed',
] as const;

export const sessionRevokedV1 = defineEvent({
  type: 'identity.session.revoked',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    /**
     * One session (`sid` claim) when set. When null, every access token of `userId` issued
     * before `revokedAt` (`iat` claim, seconds) is revoked, whatever its session.
     */
    sessionId: z.string().nullable(),
    reason: z.enum(SESSION_REVOKE_REASONS),
    revokedAt: z.iso.datetime({ offset: true }),
    /** After this instant no access token concerned can still be valid; drop the entry then. */
    until: z.iso.datetime({ offset: true }),
  }),
});

export const identitySessionEvents = [sessionRevokedV1] as const;
