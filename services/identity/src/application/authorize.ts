import { type Role, type RpcMeta, type StaffAction, authErrors, rolesFor } from '@oneway/contracts';
import { accounts, type AccountRow } from '../infrastructure/persistence/accounts.repository.js';
import { sessions } from '../infrastructure/persistence/sessions.repository.js';
import type { IdentityDeps } from './identity-deps.js';

/**
 * Who the caller is, from `meta.actor` (the gateway's verified token), checked again
 * against identity's own records: the session must still be live, the account must exist
 * and not be banned. Roles come from the account row, never from the token's claim.
 */
export async function requireSignedIn(deps: IdentityDeps, meta: RpcMeta): Promise<AccountRow> {
  const actor = meta.actor;
  if (!actor) throw authErrors.unauthenticated();
  if (actor.sessionId && !(await sessions.isActive(deps.pool, actor.sessionId, deps.now())))
    throw authErrors.sessionRevoked();
  const account = await accounts.byId(deps.pool, actor.userId);
  if (!account) throw authErrors.unauthenticated();
  if (account.status === 'banned') throw authErrors.banned();
  return account;
}

export async function requireRole(deps: IdentityDeps, meta: RpcMeta, allowed: readonly Role[]): Promise<AccountRow> {
  const account = await requireSignedIn(deps, meta);
  if (!allowed.includes(account.role)) throw authErrors.forbidden();
  return account;
}

/**
 * A staff action from the one roles matrix (decision ops-staff-roles), checked against the
 * role on identity's own account row.
 */
export const requireAllowed = (deps: IdentityDeps, meta: RpcMeta, action: StaffAction) =>
  requireRole(deps, meta, rolesFor(action));
