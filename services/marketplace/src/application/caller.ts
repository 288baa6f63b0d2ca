import { type Actor, type RpcMeta, STAFF_ROLES, authErrors } from '@oneway/contracts';

/** The verified caller; every marketplace call but public tracking needs one. */
export function requireActor(meta: RpcMeta): Actor {
  if (!meta.actor) throw authErrors.required();
  return meta.actor;
}

export function isStaff(actor: Actor): boolean {
  return STAFF_ROLES.includes(actor.role);
}

export function requireStaff(meta: RpcMeta): Actor {
  const actor = requireActor(meta);
  if (!isStaff(actor)) throw authErrors.staffOnly();
  return actor;
}

export function requireAdmin(meta: RpcMeta): Actor {
  const actor = requireActor(meta);
  if (actor.role !== 'admin') throw authErrors.adminOnly();
  return actor;
}
