import type { Queryable } from '@oneway/eventstore';
import { newOpaqueToken } from '../infrastructure/crypto/opaque-token.js';
import { verificationEmail } from '../infrastructure/mail/email-templates.js';
import { oneTimeTokens } from '../infrastructure/persistence/one-time-tokens.repository.js';
import { enqueueEmail } from '../infrastructure/persistence/outbound-emails.repository.js';
import type { IdentityDeps } from './identity-deps.js';

/**
 * A new e-mail verification link, in the caller's transaction: its token (stored hashed, good
 * for EMAIL_VERIFICATION_TTL_SECONDS) and the e-mail that carries it, queued to be sent once
 * the transaction commits (registration and 'resend' both go through here).
 */
export async function queueVerificationLink(
  tx: Queryable,
  deps: Pick<IdentityDeps, 'config'>,
  to: { userId: string; email: string; fullName: string },
  now: Date,
): Promise<void> {
  const verification = newOpaqueToken();
  await oneTimeTokens.insert(tx, {
    hash: verification.hash,
    userId: to.userId,
    purpose: 'verify_email',
    now,
    ttlSeconds: deps.config.EMAIL_VERIFICATION_TTL_SECONDS,
  });
  await enqueueEmail(tx, verificationEmail(to, deps.config.WEB_BASE_URL, verification.token), now);
}
