import {
  type StorageLimits,
  type StoredPackageDetail,
  type StoredPackageRow,
  storedPackageErrors,
} from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { codeKindFor } from '../../domain/stored-package/stored-package.decider.js';
import { displayStatusAt, storageDays } from '../../domain/stored-package/storage-age.js';
import { loadStorageLimits } from '../settings/storage-settings.repository.js';

interface PackageRow {
  id: string;
  shipment_id: string;
  relay_point_id: string;
  leg: StoredPackageRow['leg'];
  tracking_number: string;
  status: StoredPackageRow['status'];
  condition: StoredPackageRow['condition'];
  condition_notes: string | null;
  photos: string[];
  stored_by: string;
  stored_at: Date;
  picked_up_by: string | null;
  picked_up_at: Date | null;
  expected_pickup_date: string | null;
  handoff_instructions: string | null;
  emergency_contact: string | null;
  estimated_storage_days: number;
  sender_name: string | null;
  recipient_name: string | null;
}

/** Sender's name, and who collects here: the traveler at the origin, the receiver at the destination. */
export const PACKAGE_SELECT = `
  SELECT ps.id, ps.shipment_id, ps.relay_point_id, ps.leg, ps.tracking_number, ps.status, ps.condition, ps.condition_notes,
         ps.photos, ps.stored_by, ps.stored_at, ps.picked_up_by, ps.picked_up_at, to_char(ps.expected_pickup_date, 'YYYY-MM-DD') AS expected_pickup_date,
         ps.handoff_instructions, ps.emergency_contact, ps.estimated_storage_days,
         sp.full_name AS sender_name,
         CASE WHEN ps.leg = 'origin' THEN tp.full_name ELSE rs.receiver_name END AS recipient_name
  FROM package_storage ps
  LEFT JOIN relay_people sp ON sp.user_id = ps.sender_id
  LEFT JOIN relay_shipments rs ON rs.shipment_id = ps.shipment_id
  LEFT JOIN relay_people tp ON tp.user_id = COALESCE(rs.traveler_id, ps.traveler_id)`;

/** One package as the dashboard lists it; Good / Near Limit / Expired by the current `limits`. */
export function toRow(r: PackageRow, now: Date, limits: StorageLimits): StoredPackageRow {
  const storedAt = r.stored_at.toISOString();
  const end = r.picked_up_at ?? now;
  return {
    id: r.id,
    shipmentId: r.shipment_id,
    trackingNumber: r.tracking_number,
    leg: r.leg,
    senderName: r.sender_name,
    recipientName: r.recipient_name,
    status: r.status,
    displayStatus: displayStatusAt(storedAt, r.expected_pickup_date, now, limits),
    condition: r.condition,
    storageDays: storageDays(storedAt, end),
    expectedPickupDate: r.expected_pickup_date,
    storedAt,
  };
}

/** One package at one point, with its history; anything else is "not found". */
export async function packageDetail(
  db: Queryable,
  relayPointId: string,
  packageId: string,
  now: Date,
): Promise<StoredPackageDetail> {
  const { rows } = await db.query<PackageRow>(`${PACKAGE_SELECT} WHERE ps.id = $1 AND ps.relay_point_id = $2`, [
    packageId,
    relayPointId,
  ]);
  const r = rows[0];
  if (!r) throw storedPackageErrors.packageNotFound();
  const limits = await loadStorageLimits(db);
  const history = await db.query<{
    id: string;
    action: string;
    performed_by: string | null;
    performed_by_name: string | null;
    previous_status: string | null;
    new_status: string;
    notes: string | null;
    photos: string[];
    timestamp: Date;
  }>(
    `SELECT h.*, p.full_name AS performed_by_name FROM package_storage_history h
     LEFT JOIN relay_people p ON p.user_id = h.performed_by WHERE h.package_storage_id = $1 ORDER BY h.position`,
    [packageId],
  );
  return {
    ...toRow(r, now, limits),
    relayPointId: r.relay_point_id,
    conditionNotes: r.condition_notes,
    photos: r.photos,
    handoffInstructions: r.handoff_instructions,
    emergencyContact: r.emergency_contact,
    estimatedStorageDays: r.estimated_storage_days,
    storedBy: r.stored_by,
    pickedUpBy: r.picked_up_by,
    pickedUpAt: r.picked_up_at?.toISOString() ?? null,
    codeKind: codeKindFor(r.leg),
    history: history.rows.map((h) => ({
      id: h.id,
      action: h.action,
      performedBy: h.performed_by,
      performedByName: h.performed_by_name,
      previousStatus: h.previous_status,
      newStatus: h.new_status,
      notes: h.notes,
      photos: h.photos,
      timestamp: h.timestamp.toISOString(),
    })),
  };
}

/**
 * The status summary of a point's stored packages at $2 = now − expiredDays, $3 = now −
 * nearLimitDays (the current settings), $4 = today: whole UTC hours from
 * `package_storage_buckets` (kept by triggers), and the packages themselves in the two hours
 * that contain a boundary, so every count is exact. Good: under nearLimitDays and the expected
 * pickup date not passed; Near Limit: from nearLimitDays or the date passed; Expired: from expiredDays.
 */
export const SUMMARY = `
WITH e AS (
  SELECT date_trunc('hour', $2::timestamptz AT TIME ZONE 'UTC') AS eh, date_trunc('hour', $3::timestamptz AT TIME ZONE 'UTC') AS nh
), parts AS (
  SELECT b.stored_hour AS at, b.pickup, b.n FROM package_storage_buckets b, e
  WHERE b.relay_point_id = $1 AND b.stored_hour <> e.eh AND b.stored_hour <> e.nh
  UNION ALL
  SELECT ps.stored_at AT TIME ZONE 'UTC', COALESCE(ps.expected_pickup_date, 'infinity'), 1 FROM package_storage ps, e
  WHERE ps.relay_point_id = $1 AND ps.status = 'stored' AND (
    (ps.stored_at >= (e.eh AT TIME ZONE 'UTC') AND ps.stored_at < ((e.eh + interval '1 hour') AT TIME ZONE 'UTC'))
    OR (ps.stored_at >= (e.nh AT TIME ZONE 'UTC') AND ps.stored_at < ((e.nh + interval '1 hour') AT TIME ZONE 'UTC')))
)
SELECT
  coalesce(sum(n) FILTER (WHERE at > ($3::timestamptz AT TIME ZONE 'UTC') AND pickup >= $4::date), 0)::int AS good,
  coalesce(sum(n) FILTER (WHERE at > ($2::timestamptz AT TIME ZONE 'UTC')
    AND NOT (at > ($3::timestamptz AT TIME ZONE 'UTC') AND pickup >= $4::date)), 0)::int AS near_limit,
  coalesce(sum(n) FILTER (WHERE at <= ($2::timestamptz AT TIME ZONE 'UTC')), 0)::int AS expired
FROM parts`;

/**
 * The dashboard's table: one point's packages newest first, searchable by tracking number
 * (prefix, case-insensitive: tracking numbers are upper case), with the status summary of
 * everything stored there (Good / Near Limit / Expired at `now`).
 */
export async function inventory(
  db: Queryable,
  q: { relayPointId: string; page: number; pageSize: number; search?: string | undefined; scope: 'stored' | 'all' },
  now: Date,
) {
  const search = q.search?.trim()
    ? `${q.search
        .trim()
        .toUpperCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null;
  // Conditions are left out rather than OR-ed away, so the planner can walk the point's index in order.
  const params: unknown[] = [q.relayPointId];
  let where = 'ps.relay_point_id = $1';
  if (q.scope === 'stored') where += " AND ps.status = 'stored'";
  if (search) {
    params.push(search);
    where += ` AND ps.tracking_number LIKE $${params.length}`;
  }
  const limits = await loadStorageLimits(db);
  const nearLimitAt = new Date(now.getTime() - limits.nearLimitDays * 86_400_000);
  const expiredAt = new Date(now.getTime() - limits.expiredDays * 86_400_000);
  const today = now.toISOString().slice(0, 10);
  // Everything stored here is in the summary; only a search or the whole history needs its own
  // count. The queries are independent: they run side by side on the pool.
  const ownCount = !(q.scope === 'stored' && !search);
  const [page, summary, count] = await Promise.all([
    // The page's ids first (an index-only walk of the point's index past the offset), then the
    // names joined for those rows only.
    db.query<PackageRow>(
      `WITH page AS (
         SELECT ps.id FROM package_storage ps WHERE ${where}
         ORDER BY ps.stored_at DESC, ps.id LIMIT $${params.length + 1} OFFSET $${params.length + 2})
       ${PACKAGE_SELECT} JOIN page ON page.id = ps.id ORDER BY ps.stored_at DESC, ps.id`,
      [...params, q.pageSize, (q.page - 1) * q.pageSize],
    ),
    db.query<{ good: number; near_limit: number; expired: number }>(SUMMARY, [
      q.relayPointId,
      expiredAt,
      nearLimitAt,
      today,
    ]),
    ownCount
      ? db.query<{ n: number }>(`SELECT count(*)::int AS n FROM package_storage ps WHERE ${where}`, params)
      : null,
  ]);
  const c = summary.rows[0]!;
  const total = count ? count.rows[0]!.n : c.good + c.near_limit + c.expired;
  return {
    items: page.rows.map((r) => toRow(r, now, limits)),
    total,
    page: q.page,
    pageSize: q.pageSize,
    summary: {
      good: c.good,
      nearLimit: c.near_limit,
      expired: c.expired,
      nearLimitDays: limits.nearLimitDays,
      expiredDays: limits.expiredDays,
    },
  };
}
