import { type Actor, type RpcMeta, STAFF_ROLES, authErrors } from '@oneway/contracts';

/** The verified caller; every messaging call needs one. */
export function requireActor(meta: RpcMeta): Actor {
  if (!meta.actor) throw authErrors.required();
  return meta.actor;
}

export function requireStaff(meta: RpcMeta): Actor {
  const actor = requireActor(meta);
  if (!STAFF_ROLES.includes(actor.role)) throw authErrors.staffOnly();
  return actor;
}
