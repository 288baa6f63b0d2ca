import type { RpcMeta, RpcRequest, UserDto, adminBanUserRpc, adminUnbanUserRpc } from '@oneway/contracts';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { recordAdminAction } from '../../infrastructure/persistence/admin-audit-log.repository.js';
import { requireAdmin } from '../authorize.js';
import type { IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';
import { revokeSessions } from '../sessions/revoke-sessions.js';

/**
 * Admin only. In one transaction: the `banned` event, the account marked banned (sign-in
 * and refresh refuse it from the commit on), every live session revoked and published,
 * and the audit row naming the admin.
 */
export async function banUser(
  deps: IdentityDeps,
  req: RpcRequest<typeof adminBanUserRpc>,
  meta: RpcMeta,
): Promise<UserDto> {
  const admin = await requireAdmin(deps, meta);
  const position = await runUserCommand(
    deps,
    req.userId,
    { type: 'ban', reason: req.reason, byAdminId: admin.user_id },
    meta,
    async (tx, metadata) => {
      await accounts.setStatus(tx, req.userId, 'banned');
      await recordAdminAction(tx, {
        adminUserId: admin.user_id,
        action: 'user.banned',
        entityType: 'user',
        entityId: req.userId,
        details: { reason: req.reason },
        ipAddress: meta.ip,
        at: metadata.now,
      });
      // Last, next to the user's own append: session events take the store's append lock.
      await revokeSessions(
        tx,
        deps.store,
        { userId: req.userId },
        'banned',
        metadata,
        deps.config.ACCESS_TOKEN_TTL_SECONDS,
      );
    },
  );
  return readUser(deps, req.userId, position);
}

export async function unbanUser(
  deps: IdentityDeps,
  req: RpcRequest<typeof adminUnbanUserRpc>,
  meta: RpcMeta,
): Promise<UserDto> {
  const admin = await requireAdmin(deps, meta);
  const position = await runUserCommand(
    deps,
    req.userId,
    { type: 'unban', byAdminId: admin.user_id },
    meta,
    async (tx, { now }) => {
      await accounts.setStatus(tx, req.userId, 'active');
      await recordAdminAction(tx, {
        adminUserId: admin.user_id,
        action: 'user.unbanned',
        entityType: 'user',
        entityId: req.userId,
        details: {},
        ipAddress: meta.ip,
        at: now,
      });
    },
  );
  return readUser(deps, req.userId, position);
}
