import { type RpcMeta, type RpcRequest, type SessionDto, type loginRpc, authErrors } from '@oneway/contracts';
import { accounts, type AccountRow } from '../../infrastructure/persistence/accounts.repository.js';
import type { IdentityDeps } from '../identity-deps.js';
import { startSession } from '../sessions/start-session.js';

/** Spec §5: input that looks like an e-mail (no spaces, one @, a dot after it) signs in by e-mail. */
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-in by e-mail or username. Every path runs exactly one argon2 verify (a dummy one
 * when there is no account), so response time does not tell which accounts exist by
 * e-mail. The spec's 'Username not found' message does say which usernames exist; usernames
 * are public on profiles anyway (see identity-login decision). The ban is checked after the
 * password, so it is only revealed to someone who knows the password.
 */
export async function login(deps: IdentityDeps, req: RpcRequest<typeof loginRpc>, meta: RpcMeta): Promise<SessionDto> {
  const input = req.usernameOrEmail.trim();
  const byEmail = EMAIL_LIKE.test(input);
  const account: AccountRow | null = byEmail
    ? await accounts.byEmail(deps.pool, input)
    : await accounts.byUsername(deps.pool, input);
  if (!account) {
    await deps.hasher.verifyDummy(req.password);
    deps.security('login_unknown_account');
    throw byEmail ? authErrors.invalidCredentials() : authErrors.usernameNotFound();
  }
  if (!(await deps.hasher.verify(account.password_hash, req.password))) {
    deps.security('login_wrong_password');
    throw authErrors.invalidCredentials();
  }
  if (account.status === 'banned') {
    deps.security('login_refused_banned');
    throw authErrors.banned();
  }
  if (deps.hasher.needsRehash(account.password_hash)) {
    await accounts.rehash(deps.pool, account.user_id, await deps.hasher.hash(req.password));
  }
  const session = await startSession(deps, account.user_id, req.ip ?? meta.ip ?? null);
  deps.security('login_succeeded');
  return session;
}
