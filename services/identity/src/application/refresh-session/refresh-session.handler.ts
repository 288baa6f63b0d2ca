import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RefreshSessionCommand } from './refresh-session.command.js';
import {
  type Role,
  type RpcMeta,
  type RpcRequest,
  type SessionDto,
  type refreshRpc,
  authErrors,
} from '@oneway/contracts';
import { withTransaction } from '@oneway/eventstore';
import { metadataFromRpc } from '@oneway/service-kit';
import { hashOpaqueToken, newOpaqueToken } from '../../infrastructure/crypto/opaque-token.js';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { sessions } from '../../infrastructure/persistence/sessions.repository.js';
import { IDENTITY_DEPS, type IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { revokeSessions } from '../sessions/revoke-sessions.js';
import { earliest } from '../sessions/start-session.js';

type Outcome =
  | { ok: true; userId: string; sessionId: string; role: Role; refreshExpiresAt: Date }
  | { ok: false; reused: boolean; banned?: boolean };

/**
 * Rotation: a refresh token is exchanged once for a new one in the same session. Presenting
 * an already-rotated token means two parties hold the family (a stolen token): the whole
 * session is revoked, so the thief's and the victim's tokens both stop working. Within
 * REFRESH_REUSE_GRACE_SECONDS of its rotation it is taken for the same browser racing itself
 * (a navigation dropped the response that carried the new cookie) and exchanged again.
 */
export async function refreshSession(
  deps: IdentityDeps,
  req: RpcRequest<typeof refreshRpc>,
  meta: RpcMeta,
): Promise<SessionDto> {
  const now = deps.now();
  const presented = hashOpaqueToken(req.refreshToken);
  const next = newOpaqueToken();
  const outcome = await withTransaction<Outcome>(deps.pool, async (tx) => {
    // Lock order everywhere is account row, then session rows, then the event append: a ban
    // (account, then sessions) and a refresh can then never deadlock.
    const owner = await sessions.ownerOfRefreshToken(tx, presented);
    if (!owner) return { ok: false, reused: false };
    const account = await accounts.byId(tx, owner, 'FOR SHARE');
    const found = await sessions.lockRefreshToken(tx, presented);
    if (!found || !account) return { ok: false, reused: false };
    const graceMs = deps.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    const raced = found.rotated_at !== null && now.getTime() - found.rotated_at.getTime() < graceMs;
    if (found.rotated_at && !raced) {
      await revokeSessions(
        tx,
        deps.store,
        { sessionId: found.session_id },
        'refresh_token_reused',
        metadataFromRpc(meta, now),
        deps.config.ACCESS_TOKEN_TTL_SECONDS,
      );
      return { ok: false, reused: true };
    }
    if (found.session_revoked_at || found.token_expires_at <= now || found.session_expires_at <= now)
      return { ok: false, reused: false };
    if (account.status === 'banned') return { ok: false, reused: false, banned: true };
    // A raced token keeps its first rotation time, so its grace never stretches.
    if (!found.rotated_at) await sessions.markRotated(tx, presented, found.session_id, now);
    const refreshExpiresAt = earliest(
      new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
      found.session_expires_at,
    );
    await sessions.insertRefreshToken(tx, {
      hash: next.hash,
      sessionId: found.session_id,
      now,
      expiresAt: refreshExpiresAt,
    });
    return { ok: true, userId: found.user_id, sessionId: found.session_id, role: account.role, refreshExpiresAt };
  });
  if (!outcome.ok) {
    if (outcome.reused) {
      deps.security('refresh_token_reused');
      deps.logger.warn({ reason: 'refresh_token_reused' }, 'refresh token reuse detected; session revoked');
      throw authErrors.refreshReused();
    }
    throw outcome.banned ? authErrors.banned() : authErrors.refreshInvalid();
  }
  const access = await deps.tokens.issue({
    userId: outcome.userId,
    role: outcome.role,
    sessionId: outcome.sessionId,
    now,
  });
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshToken: next.token,
    refreshTokenExpiresAt: outcome.refreshExpiresAt.toISOString(),
    sessionId: outcome.sessionId,
    user: await readUser(deps, outcome.userId),
  };
}

/** Runs RefreshSessionCommand (dispatched by the RPC controller through the CommandBus). */
@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  execute({ request, meta }: RefreshSessionCommand) {
    return refreshSession(this.deps, request, meta);
  }
}
