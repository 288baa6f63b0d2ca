import { type Actor, type RpcMeta, type StaffAction, authErrors, can, requireStaffAction } from '@oneway/contracts';

/** The verified caller; every marketplace call but public tracking needs one. */
export function requireActor(meta: RpcMeta): Actor {
  if (!meta.actor) throw authErrors.required();
  return meta.actor;
}

/** Staff who may read any trip (the review queue and support). */
export function isStaff(actor: Actor): boolean {
  return can(actor.role, 'trips.read');
}

/** 401 without a caller, 403 unless the roles matrix (decision ops-staff-roles) allows `action`. */
export function requireAllowed(meta: RpcMeta, action: StaffAction): Actor {
  requireActor(meta);
  return requireStaffAction(meta, action);
}
