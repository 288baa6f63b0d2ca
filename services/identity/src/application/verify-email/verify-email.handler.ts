import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VerifyEmailCommand } from './verify-email.command.js';
import { type RpcMeta, type RpcRequest, type verifyEmailRpc, authErrors } from '@oneway/contracts';
import { hashOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { oneTimeTokens } from '../../infrastructure/persistence/one-time-tokens.repository.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';

/**
 * Consumes a verification token (single use, 24 h) in the transaction of the
 * `email_verified` event. A second click on an already used link answers ok: the address
 * it proved is still verified, so nothing is revealed or redone. A link from an e-mail
 * change mail lands on the same page and is handled by confirmEmailChange.
 */
export async function verifyEmail(
  deps: IdentityDeps,
  req: RpcRequest<typeof verifyEmailRpc>,
  meta: RpcMeta,
): Promise<{ userId: string; emailVerified: true; changedTo?: string }> {
  const hash = hashOpaqueToken(req.token);
  const token = await oneTimeTokens.find(deps.pool, hash, 'verify_email');
  if (!token) return confirmEmailChange(deps, hash, meta);
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

/**
 * Makes the address named in an e-mail change link the sign-in e-mail: the token is consumed
 * and `accounts.email` written in the transaction of the `email_changed` event (the unique
 * index refuses an address someone registered meanwhile: 409). A second click on the link
 * that already made this the address answers ok; a voided (superseded) link fails.
 */
async function confirmEmailChange(
  deps: IdentityDeps,
  hash: string,
  meta: RpcMeta,
): Promise<{ userId: string; emailVerified: true; changedTo: string }> {
  const token = await oneTimeTokens.find(deps.pool, hash, 'change_email');
  if (!token?.new_email) throw authErrors.tokenInvalid();
  const { user_id: userId, new_email: newEmail } = token;
  if (token.used_at) {
    const account = await accounts.byId(deps.pool, userId);
    if (account?.email.toLowerCase() === newEmail.toLowerCase())
      return { userId, emailVerified: true, changedTo: newEmail };
    throw authErrors.tokenInvalid();
  }
  if (token.expires_at <= deps.now()) throw authErrors.tokenInvalid();
  const position = await runUserCommand(
    deps,
    userId,
    { type: 'confirm_email_change', newEmail },
    meta,
    async (tx, { now }) => {
      if (!(await oneTimeTokens.consume(tx, hash, 'change_email', now))) throw authErrors.tokenInvalid();
      await accounts.setEmail(tx, userId, newEmail);
    },
  );
  if (position) await readUser(deps, userId, position);
  return { userId, emailVerified: true, changedTo: newEmail };
}

/** Runs VerifyEmailCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: VerifyEmailCommand) {
    return verifyEmail(this.deps, request, meta);
  }
}
