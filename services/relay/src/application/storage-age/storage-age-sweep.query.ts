import type { StorageLimits } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

const DAY_MS = 86_400_000;

export interface AgeingPackage {
  packageId: string;
  shipmentId: string;
  leg: 'origin' | 'destination';
  /** The fact the package has reached and not yet had raised. */
  mark: 'near_limit' | 'expired';
}

/**
 * Stored packages that have reached a storage limit at `now` without its event yet: `expiredDays`
 * (expired), or `nearLimitDays` or a passed expected pickup date (near limit), the limits being
 * the settings the sweep read when it started. Uses the sweep index.
 */
export async function packagesDueForAgeing(
  db: Queryable,
  now: Date,
  limits: Pick<StorageLimits, 'nearLimitDays' | 'expiredDays'>,
  limit = 1000,
): Promise<AgeingPackage[]> {
  const nearAt = new Date(now.getTime() - limits.nearLimitDays * DAY_MS);
  const expiredAt = new Date(now.getTime() - limits.expiredDays * DAY_MS);
  const today = now.toISOString().slice(0, 10);
  const { rows } = await db.query<{ id: string; shipment_id: string; leg: AgeingPackage['leg']; expired: boolean }>(
    `SELECT id, shipment_id, leg, (stored_at <= $2) AS expired FROM package_storage
     WHERE status = 'stored'
       AND ((expired_at IS NULL AND stored_at <= $2)
         OR (near_limit_at IS NULL AND (stored_at <= $1 OR expected_pickup_date < $3::date)))
     ORDER BY stored_at LIMIT $4`,
    [nearAt, expiredAt, today, limit],
  );
  return rows.map((r) => ({
    packageId: r.id,
    shipmentId: r.shipment_id,
    leg: r.leg,
    mark: r.expired ? 'expired' : 'near_limit',
  }));
}
