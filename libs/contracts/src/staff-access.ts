import type { Actor, RpcMeta } from './rpc/define-rpc.js';
import { authErrors } from './errors/auth.errors.js';
import { can, rolesFor, type StaffAction } from './staff-permissions.js';

/**
 * The RPC-side check for services that trust the gateway's verified actor (identity checks
 * the role against its own records instead, through the same table). 401 without a caller,
 * 403 when the matrix does not give the caller's role this action: `AUTH.ADMIN_ONLY` for an
 * admin-only action, `AUTH.STAFF_ONLY` for a caller with no staff role, else `AUTH.FORBIDDEN`.
 */
export function requireStaffAction(meta: RpcMeta, action: StaffAction): Actor {
  const actor = meta.actor;
  if (!actor) throw authErrors.unauthenticated();
  if (can(actor.role, action)) return actor;
  const allowed = rolesFor(action);
  if (allowed.length === 1 && allowed[0] === 'admin') throw authErrors.adminOnly();
  if (!can(actor.role, 'dashboard.read')) throw authErrors.staffOnly();
  throw authErrors.forbidden();
}
