import { type RpcMeta, type RpcRequest, type verifyEmailRpc, authErrors } from '@oneway/contracts';
import { newOpaqueToken, hashOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { verificationEmail } from '../../infrastructure/mail/email-templates.js';
import { oneTimeTokens } from '../../infrastructure/persistence/one-time-tokens.repository.js';
import { enqueueEmail } from '../../infrastructure/persistence/outbound-emails.repository.js';
import { withTransaction } from '@oneway/eventstore';
import { requireSignedIn } from '../authorize.js';
import type { IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';

/**
 * Consumes a verification token (single use, 24 h) in the transaction of the
 * `email_verified` event. A second click on an already used link answers ok: the address
 * it proved is still verified (e-mails cannot change), so nothing is revealed or redone.
 */
export async function verifyEmail(
  deps: IdentityDeps,
  req: RpcRequest<typeof verifyEmailRpc>,
  meta: RpcMeta,
): Promise<{ userId: string; emailVerified: true }> {
  const hash = hashOpaqueToken(req.token);
  const token = await oneTimeTokens.find(deps.pool, hash, 'verify_email');
  if (!token) throw authErrors.tokenInvalid();
  if (token.used_at) {
    const user = await readUser(deps, token.user_id);
    if (user.emailVerified) return { userId: token.user_id, emailVerified: true };
    throw authErrors.tokenInvalid();
  }
  if (token.expires_at <= deps.now()) throw authErrors.tokenInvalid();
  const position = await runUserCommand(deps, token.user_id, { type: 'verify_email' }, meta, async (tx, { now }) => {
    if (!(await oneTimeTokens.consume(tx, hash, 'verify_email', now))) throw authErrors.tokenInvalid();
  });
  if (position) await readUser(deps, token.user_id, position);
  return { userId: token.user_id, emailVerified: true };
}

/** A fresh link for the signed-in user; older links stop working. */
export async function resendVerificationEmail(deps: IdentityDeps, meta: RpcMeta): Promise<{ ok: true }> {
  const account = await requireSignedIn(deps, meta);
  const user = await readUser(deps, account.user_id);
  if (user.emailVerified) return { ok: true };
  const now = deps.now();
  const verification = newOpaqueToken();
  await withTransaction(deps.pool, async (tx) => {
    await oneTimeTokens.voidOpen(tx, account.user_id, 'verify_email', now);
    await oneTimeTokens.insert(tx, {
      hash: verification.hash,
      userId: account.user_id,
      purpose: 'verify_email',
      now,
      ttlSeconds: deps.config.EMAIL_VERIFICATION_TTL_SECONDS,
    });
    await enqueueEmail(
      tx,
      verificationEmail({ email: user.email, fullName: user.fullName }, deps.config.WEB_BASE_URL, verification.token),
      now,
    );
  });
  deps.mailQueued();
  return { ok: true };
}
