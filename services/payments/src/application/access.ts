import { type PaymentView, type Role, type RpcMeta, authErrors, can, paymentErrors } from '@oneway/contracts';

/** The verified caller, or 401. */
export function requireActor(meta: RpcMeta) {
  if (!meta.actor) throw authErrors.unauthenticated();
  return meta.actor;
}

/** Staff who may read any payment (support answering a user, finance ops, claims). */
export function isStaff(role: Role): boolean {
  return can(role, 'claims.read');
}

/** Who may read a payment: its sender, its traveler, staff. */
export function assertCanRead(p: PaymentView, meta: RpcMeta, travelerId: string | null) {
  const actor = requireActor(meta);
  if (
    actor.userId === p.senderId ||
    actor.userId === p.receiverId ||
    actor.userId === travelerId ||
    isStaff(actor.role)
  )
    return;
  throw paymentErrors.notFound();
}
