import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ResetPasswordCommand } from './reset-password.command.js';
import { type RpcMeta, type RpcRequest, type resetPasswordRpc, authErrors } from '@oneway/contracts';
import { hashOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { oneTimeTokens } from '../../infrastructure/persistence/one-time-tokens.repository.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { runUserCommand } from '../run-user-command.js';
import { revokeSessions } from '../sessions/revoke-sessions.js';

/**
 * Sets a new password from a reset link. In one transaction: the token is consumed (only
 * one caller can), the hash replaced, the `password_changed` event appended and every
 * session of the user revoked (a thief signed in with the old password is thrown out).
 */
export async function resetPassword(
  deps: IdentityDeps,
  req: RpcRequest<typeof resetPasswordRpc>,
  meta: RpcMeta,
): Promise<{ ok: true }> {
  const hash = hashOpaqueToken(req.token);
  const token = await oneTimeTokens.find(deps.pool, hash, 'reset_password');
  if (!token || token.used_at || token.expires_at <= deps.now()) throw authErrors.tokenInvalid();
  const passwordHash = await deps.hasher.hash(req.password);
  await runUserCommand(
    deps,
    token.user_id,
    { type: 'change_password', reason: 'reset' },
    meta,
    async (tx, metadata) => {
      if (!(await oneTimeTokens.consume(tx, hash, 'reset_password', metadata.now))) throw authErrors.tokenInvalid();
      await accounts.setPassword(tx, token.user_id, passwordHash, metadata.now);
      await revokeSessions(
        tx,
        deps.store,
        { userId: token.user_id },
        'password_reset',
        metadata,
        deps.config.ACCESS_TOKEN_TTL_SECONDS,
      );
    },
  );
  return { ok: true };
}

/** Runs ResetPasswordCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: ResetPasswordCommand) {
    return resetPassword(this.deps, request, meta);
  }
}
