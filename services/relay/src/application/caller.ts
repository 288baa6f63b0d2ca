import { type Actor, type RpcMeta, relayPointErrors, authErrors, requireStaffAction } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

export function requireActor(meta: RpcMeta): Actor {
  if (!meta.actor) throw authErrors.required();
  return meta.actor;
}

/** Managing relay points: the roles matrix's `relay_points.manage` (decision ops-staff-roles). */
export function requireAdmin(meta: RpcMeta): Actor {
  requireActor(meta);
  return requireStaffAction(meta, 'relay_points.manage');
}

/**
 * The caller works at this point (an admin's assignment, checked on every staff call). A
 * point the caller is not assigned to is "not found", so staff cannot probe other points.
 */
export async function requireStaffAt(db: Queryable, meta: RpcMeta, relayPointId: string): Promise<Actor> {
  const actor = requireActor(meta);
  const { rowCount } = await db.query('SELECT 1 FROM relay_staff WHERE relay_point_id = $1 AND user_id = $2', [
    relayPointId,
    actor.userId,
  ]);
  if (!rowCount) throw relayPointErrors.notFound();
  return actor;
}
