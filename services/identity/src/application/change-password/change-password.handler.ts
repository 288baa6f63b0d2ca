import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChangePasswordCommand } from './change-password.command.js';
import { type RpcMeta, type RpcRequest, type SessionDto, type changePasswordRpc, authErrors } from '@oneway/contracts';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { requireSignedIn } from '../authorize.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { runUserCommand } from '../run-user-command.js';
import { revokeSessions } from '../sessions/revoke-sessions.js';
import { startSession } from '../sessions/start-session.js';

/**
 * Changes the password after checking the current one, revokes every session of the user
 * (including the caller's: its refresh token stops working) and opens a fresh session
 * for the caller, so only the device that changed the password stays signed in.
 */
export async function changePassword(
  deps: IdentityDeps,
  req: RpcRequest<typeof changePasswordRpc>,
  meta: RpcMeta,
): Promise<SessionDto> {
  const account = await requireSignedIn(deps, meta);
  if (!(await deps.hasher.verify(account.password_hash, req.currentPassword)))
    throw authErrors.currentPasswordIncorrect();
  const passwordHash = await deps.hasher.hash(req.newPassword);
  await runUserCommand(
    deps,
    account.user_id,
    { type: 'change_password', reason: 'change' },
    meta,
    async (tx, metadata) => {
      await accounts.setPassword(tx, account.user_id, passwordHash, metadata.now);
      await revokeSessions(
        tx,
        deps.store,
        { userId: account.user_id },
        'password_changed',
        metadata,
        deps.config.ACCESS_TOKEN_TTL_SECONDS,
      );
    },
  );
  return startSession(deps, account.user_id, meta.ip ?? null);
}

/** Runs ChangePasswordCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: ChangePasswordCommand) {
    return changePassword(this.deps, request, meta);
  }
}
