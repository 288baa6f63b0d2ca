import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LoginCommand } from './login.command.js';
import { type RpcMeta, type RpcRequest, type SessionDto, type loginRpc, authErrors } from '@oneway/contracts';
import { accounts, type AccountRow } from '../../infrastructure/persistence/accounts.repository.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { isEmailVerified } from '../read-user.js';
import { startSession } from '../sessions/start-session.js';
import { accountByIdentifier, looksLikeEmail } from './identifier.js';

/**
 * Sign-in by e-mail or username. Every path runs exactly one argon2 verify (a dummy one
 * when there is no account), so response time does not tell which accounts exist by
 * e-mail. The spec's 'Username not found' message does say which usernames exist; usernames
 * are public on profiles anyway (see identity-login decision). The ban and an unconfirmed
 * e-mail address are checked after the password, so they are only revealed to someone who
 * knows it; an unconfirmed address opens no session (identity-email-verification-gate).
 */
export async function login(deps: IdentityDeps, req: RpcRequest<typeof loginRpc>, meta: RpcMeta): Promise<SessionDto> {
  const input = req.usernameOrEmail.trim();
  const byEmail = looksLikeEmail(input);
  const account: AccountRow | null = await accountByIdentifier(deps.pool, input);
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
  if (!(await isEmailVerified(deps, account.user_id))) {
    deps.security('login_refused_email_not_verified');
    throw authErrors.emailNotVerified();
  }
  if (deps.hasher.needsRehash(account.password_hash)) {
    await accounts.rehash(deps.pool, account.user_id, await deps.hasher.hash(req.password));
  }
  const session = await startSession(deps, account.user_id, req.ip ?? meta.ip ?? null);
  deps.security('login_succeeded');
  return session;
}

/** Runs LoginCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: LoginCommand) {
    return login(this.deps, request, meta);
  }
}
