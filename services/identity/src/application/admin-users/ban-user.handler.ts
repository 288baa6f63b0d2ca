import type { RpcMeta, RpcRequest, UserDto, adminBanUserRpc, adminUnbanUserRpc } from '@oneway/contracts';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import type { IdentityDeps } from '../identity-deps.js';
import { revokeSessions } from '../sessions/revoke-sessions.js';
import { runAdminUserCommand } from './admin-user-command.js';

/**
 * Admin only. In one transaction: the `banned` event, the account marked banned (sign-in
 * and refresh refuse it from the commit on), every live session revoked and published,
 * and the audit row naming the admin.
 */
export function banUser(deps: IdentityDeps, req: RpcRequest<typeof adminBanUserRpc>, meta: RpcMeta): Promise<UserDto> {
  return runAdminUserCommand(deps, meta, {
    userId: req.userId,
    permission: 'users.ban',
    command: (byAdminId) => ({ type: 'ban', reason: req.reason, byAdminId }),
    action: 'user.banned',
    apply: async (tx) => {
      await accounts.setStatus(tx, req.userId, 'banned');
      return { reason: req.reason };
    },
    // Last, next to the user's own append: session events take the store's append lock.
    afterAudit: async (tx, metadata) => {
      await revokeSessions(
        tx,
        deps.store,
        { userId: req.userId },
        'banned',
        metadata,
        deps.config.ACCESS_TOKEN_TTL_SECONDS,
      );
    },
  });
}

export function unbanUser(
  deps: IdentityDeps,
  req: RpcRequest<typeof adminUnbanUserRpc>,
  meta: RpcMeta,
): Promise<UserDto> {
  return runAdminUserCommand(deps, meta, {
    userId: req.userId,
    permission: 'users.ban',
    command: (byAdminId) => ({ type: 'unban', byAdminId }),
    action: 'user.unbanned',
    apply: async (tx) => {
      await accounts.setStatus(tx, req.userId, 'active');
      return req.reason ? { reason: req.reason } : {};
    },
  });
}
