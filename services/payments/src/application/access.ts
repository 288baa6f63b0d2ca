import { DomainError, type RpcMeta } from '@oneway/contracts';

/** The verified caller, or 401. */
export function requireActor(meta: RpcMeta) {
  if (!meta.actor) throw new DomainError('AUTH.UNAUTHENTICATED', 'unauthorized', 'Please sign in');
  return meta.actor;
}

/** Finance operations are for admins only. */
export function requireAdmin(meta: RpcMeta) {
  const actor = requireActor(meta);
  if (actor.role !== 'admin') throw new DomainError('AUTH.FORBIDDEN', 'forbidden', 'Only administrators can do this');
  return actor;
}

export function isStaff(role: string): boolean {
  return role === 'admin' || role === 'moderator' || role === 'support';
}
