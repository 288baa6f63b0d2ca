import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LogoutCommand } from './logout.command.js';
import type { RpcMeta, RpcRequest, logoutRpc } from '@oneway/contracts';
import { withTransaction } from '@oneway/eventstore';
import { metadataFromRpc } from '@oneway/service-kit';
import { hashOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { sessions } from '../../infrastructure/persistence/sessions.repository.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { revokeSessions } from '../sessions/revoke-sessions.js';

/**
 * Ends the caller's session and/or the session of the presented refresh token (holding
 * the token is authority enough to end its session). Idempotent: always ok.
 */
export async function logout(
  deps: IdentityDeps,
  req: RpcRequest<typeof logoutRpc>,
  meta: RpcMeta,
): Promise<{ ok: true }> {
  const metadata = metadataFromRpc(meta, deps.now());
  await withTransaction(deps.pool, async (tx) => {
    const ids = new Set<string>();
    if (meta.actor?.sessionId) ids.add(meta.actor.sessionId);
    if (req.refreshToken) {
      const sid = await sessions.sessionIdOfRefreshToken(tx, hashOpaqueToken(req.refreshToken));
      if (sid) ids.add(sid);
    }
    for (const sessionId of ids) {
      await revokeSessions(tx, deps.store, { sessionId }, 'logout', metadata, deps.config.ACCESS_TOKEN_TTL_SECONDS);
    }
  });
  return { ok: true };
}

/** Runs LogoutCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: LogoutCommand) {
    return logout(this.deps, request, meta);
  }
}
