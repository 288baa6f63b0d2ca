import { type RelayPointAdminView, type RelayPointPublicView, relayPointErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';

interface PointRow {
  id: string;
  name: string;
  address: string;
  city: string;
  country: RelayPointPublicView['country'];
  zip_code: string | null;
  latitude: number;
  longitude: number;
  contact_name: string;
  contact_phone: string;
  operating_hours: string;
  notes: string | null;
  capacity: number;
  is_active: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export function toPublicView(r: PointRow): RelayPointPublicView {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    city: r.city,
    country: r.country,
    zipCode: r.zip_code,
    latitude: r.latitude,
    longitude: r.longitude,
    contactPhone: r.contact_phone,
    operatingHours: r.operating_hours,
    notes: r.notes,
    isActive: r.is_active,
  };
}

async function withStaffAndCounts(db: Queryable, rows: PointRow[]): Promise<RelayPointAdminView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const staff = await db.query<{ relay_point_id: string; user_id: string; full_name: string | null }>(
    `SELECT s.relay_point_id, s.user_id, p.full_name FROM relay_staff s LEFT JOIN relay_people p ON p.user_id = s.user_id
     WHERE s.relay_point_id = ANY($1) ORDER BY s.assigned_at`,
    [ids],
  );
  const counts = await db.query<{ relay_point_id: string; n: number }>(
    `SELECT relay_point_id, count(*)::int AS n FROM package_storage WHERE relay_point_id = ANY($1) AND status = 'stored' GROUP BY 1`,
    [ids],
  );
  return rows.map((r) => ({
    ...toPublicView(r),
    contactName: r.contact_name,
    capacity: r.capacity,
    staff: staff.rows
      .filter((s) => s.relay_point_id === r.id)
      .map((s) => ({ userId: s.user_id, fullName: s.full_name })),
    storedCount: counts.rows.find((c) => c.relay_point_id === r.id)?.n ?? 0,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    createdBy: r.created_by,
  }));
}

export async function adminPointView(db: Queryable, relayPointId: string): Promise<RelayPointAdminView> {
  const { rows } = await db.query<PointRow>('SELECT * FROM relay_points WHERE id = $1', [relayPointId]);
  const [view] = await withStaffAndCounts(db, rows);
  if (!view) throw relayPointErrors.notFound();
  return view;
}

export async function adminListPoints(
  db: Queryable,
  q: { page: number; pageSize: number; search?: string | undefined },
): Promise<{ items: RelayPointAdminView[]; total: number; page: number; pageSize: number }> {
  const search = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `($1::text IS NULL OR name ILIKE $1 OR city ILIKE $1 OR country ILIKE $1)`;
  const { rows } = await db.query<PointRow & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM relay_points WHERE ${where}
     ORDER BY country, city, name, id LIMIT $2 OFFSET $3`,
    [search, q.pageSize, (q.page - 1) * q.pageSize],
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM relay_points WHERE ${where}`, [search]);
    total = c.rows[0]!.n;
  }
  return { items: await withStaffAndCounts(db, rows), total, page: q.page, pageSize: q.pageSize };
}

export async function listActivePoints(
  db: Queryable,
  q: { country?: string | undefined; city?: string | undefined },
): Promise<{ items: RelayPointPublicView[] }> {
  const { rows } = await db.query<PointRow>(
    `SELECT * FROM relay_points WHERE is_active AND ($1::text IS NULL OR country = $1) AND ($2::text IS NULL OR lower(city) = lower($2))
     ORDER BY country, city, name, id`,
    [q.country ?? null, q.city?.trim() || null],
  );
  return { items: rows.map(toPublicView) };
}

export async function myPoints(db: Queryable, userId: string): Promise<{ items: RelayPointPublicView[] }> {
  const { rows } = await db.query<PointRow>(
    `SELECT p.* FROM relay_points p JOIN relay_staff s ON s.relay_point_id = p.id WHERE s.user_id = $1
     ORDER BY p.is_active DESC, p.name, p.id`,
    [userId],
  );
  return { items: rows.map(toPublicView) };
}
