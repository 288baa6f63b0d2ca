import type { RpcMeta, RpcRequest, UserDto, adminChangeRoleRpc } from '@oneway/contracts';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import { recordAdminAction } from '../../infrastructure/persistence/admin-audit-log.repository.js';
import { requireAdmin } from '../authorize.js';
import type { IdentityDeps } from '../identity-deps.js';
import { readUser } from '../read-user.js';
import { runUserCommand } from '../run-user-command.js';

/**
 * Admin only. The gateway denies the user's older access tokens on `role_changed`, so the
 * next refresh carries the new role; identity's own checks read the role from its records.
 */
export async function changeRole(
  deps: IdentityDeps,
  req: RpcRequest<typeof adminChangeRoleRpc>,
  meta: RpcMeta,
): Promise<UserDto> {
  const admin = await requireAdmin(deps, meta);
  const position = await runUserCommand(
    deps,
    req.userId,
    { type: 'change_role', role: req.role, byAdminId: admin.user_id },
    meta,
    async (tx, { now }) => {
      const before = await accounts.byId(tx, req.userId, 'FOR UPDATE');
      await accounts.setRole(tx, req.userId, req.role);
      await recordAdminAction(tx, {
        adminUserId: admin.user_id,
        action: 'user.role_changed',
        entityType: 'user',
        entityId: req.userId,
        details: { from: before?.role, to: req.role },
        ipAddress: meta.ip,
        at: now,
      });
    },
  );
  return readUser(deps, req.userId, position);
}
