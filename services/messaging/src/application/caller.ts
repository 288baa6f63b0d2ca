import { type Actor, type RpcMeta, type StaffAction, authErrors, requireStaffAction } from '@oneway/contracts';

/** The verified caller; every messaging call needs one. */
export function requireActor(meta: RpcMeta): Actor {
  if (!meta.actor) throw authErrors.required();
  return meta.actor;
}

/** 401 without a caller, 403 unless the roles matrix (decision ops-staff-roles) allows `action`. */
export function requireAllowed(meta: RpcMeta, action: StaffAction): Actor {
  requireActor(meta);
  return requireStaffAction(meta, action);
}
