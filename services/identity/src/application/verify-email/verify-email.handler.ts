import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VerifyEmailCommand } from './verify-email.command.js';
import { type RpcMeta, type RpcRequest, type verifyEmailRpc, authErrors } from '@oneway/contracts';
import { hashOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { oneTimeTokens } from '../../infrastructure/persistence/one-time-tokens.repository.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
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

/** Runs VerifyEmailCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: VerifyEmailCommand) {
    return verifyEmail(this.deps, request, meta);
  }
}
