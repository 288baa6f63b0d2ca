import { type Actor, DomainError, type RpcMeta, STAFF_ROLES } from '@oneway/contracts';

/** The verified caller; every marketplace call but public tracking needs one. */
export function requireActor(meta: RpcMeta): Actor {
  if (!meta.actor) throw new DomainError('AUTH.REQUIRED', 'unauthorized', 'Sign in to continue');
  return meta.actor;
}

export function isStaff(actor: Actor): boolean {
  return STAFF_ROLES.includes(actor.role);
}

export function requireStaff(meta: RpcMeta): Actor {
  const actor = requireActor(meta);
  if (!isStaff(actor)) throw new DomainError('AUTH.STAFF_ONLY', 'forbidden', 'Only staff can do this');
  return actor;
}

export function requireAdmin(meta: RpcMeta): Actor {
  const actor = requireActor(meta);
  if (actor.role !== 'admin') throw new DomainError('AUTH.ADMIN_ONLY', 'forbidden', 'Only an admin can do this');
  return actor;
}
