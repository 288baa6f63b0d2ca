import { type RpcMeta, authErrors } from '@oneway/contracts';

/** The verified caller, or 401. */
export function requireActor(meta: RpcMeta) {
  if (!meta.actor) throw authErrors.unauthenticated();
  return meta.actor;
}

/** Finance operations are for admins only. */
export function requireAdmin(meta: RpcMeta) {
  const actor = requireActor(meta);
  if (actor.role !== 'admin') throw authErrors.forbidden();
  return actor;
}

export function isStaff(role: string): boolean {
  return role === 'admin' || role === 'moderator' || role === 'support';
}
