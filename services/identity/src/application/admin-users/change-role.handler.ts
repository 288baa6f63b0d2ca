import type { RpcMeta, RpcRequest, UserDto, adminChangeRoleRpc } from '@oneway/contracts';
import { accounts } from '../../infrastructure/persistence/accounts.repository.js';
import type { IdentityDeps } from '../identity-deps.js';
import { runAdminUserCommand } from './admin-user-command.js';

/**
 * Admin only. The gateway denies the user's older access tokens on `role_changed`, so the
 * next refresh carries the new role; identity's own checks read the role from its records.
 */
export function changeRole(
  deps: IdentityDeps,
  req: RpcRequest<typeof adminChangeRoleRpc>,
  meta: RpcMeta,
): Promise<UserDto> {
  return runAdminUserCommand(deps, meta, {
    userId: req.userId,
    permission: 'users.role.change',
    command: (byAdminId) => ({ type: 'change_role', role: req.role, byAdminId }),
    action: 'user.role_changed',
    apply: async (tx) => {
      const before = await accounts.byId(tx, req.userId, 'FOR UPDATE');
      await accounts.setRole(tx, req.userId, req.role);
      return { from: before?.role, to: req.role };
    },
  });
}
