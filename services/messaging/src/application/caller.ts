import { type Actor, DomainError, type RpcMeta, STAFF_ROLES } from '@oneway/contracts';

/** The verified caller; every messaging call needs one. */
export function requireActor(meta: RpcMeta): Actor {
  if (!meta.actor) throw new DomainError('AUTH.REQUIRED', 'unauthorized', 'Sign in to continue');
  return meta.actor;
}

export function requireStaff(meta: RpcMeta): Actor {
  const actor = requireActor(meta);
  if (!STAFF_ROLES.includes(actor.role))
    throw new DomainError('AUTH.STAFF_ONLY', 'forbidden', 'Only staff can do this');
  return actor;
}
