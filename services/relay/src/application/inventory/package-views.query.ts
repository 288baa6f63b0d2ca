import { type StoredPackageDetail, type StoredPackageRow, storedPackageErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { codeKindFor } from '../../domain/stored-package/stored-package.decider.js';
import { displayStatusAt, storageDays } from '../../domain/stored-package/storage-age.js';

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

export function toRow(r: PackageRow, now: Date): StoredPackageRow {
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
    displayStatus: displayStatusAt(storedAt, r.expected_pickup_date, now),
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
    ...toRow(r, now),
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
  const page = await db.query<PackageRow>(
    `${PACKAGE_SELECT} WHERE ${where} ORDER BY ps.stored_at DESC, ps.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.pageSize, (q.page - 1) * q.pageSize],
  );
  const nearLimitAt = new Date(now.getTime() - 10 * 86_400_000);
  const expiredAt = new Date(now.getTime() - 14 * 86_400_000);
  const today = now.toISOString().slice(0, 10);
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM package_storage ps WHERE ${where}`,
    params,
  );
  const good = `stored_at > $2 AND (expected_pickup_date IS NULL OR expected_pickup_date >= $4::date)`;
  const counts = await db.query<{ good: number; near_limit: number; expired: number }>(
    `SELECT count(*) FILTER (WHERE ${good})::int AS good,
       count(*) FILTER (WHERE stored_at > $3 AND NOT (${good}))::int AS near_limit,
       count(*) FILTER (WHERE stored_at <= $3)::int AS expired
     FROM package_storage WHERE relay_point_id = $1 AND status = 'stored'`,
    [q.relayPointId, nearLimitAt, expiredAt, today],
  );
  const c = counts.rows[0]!;
  return {
    items: page.rows.map((r) => toRow(r, now)),
    total: total.rows[0]!.n,
    page: q.page,
    pageSize: q.pageSize,
    summary: { good: c.good, nearLimit: c.near_limit, expired: c.expired },
  };
}
