import { randomUUID } from 'node:crypto';
import { type RunningService, startService } from '@oneway/service-kit';
import { createTestDatabase, subjectPrefix } from '@oneway/testing';
import { inventory } from '../src/application/inventory/package-views.query.js';
import type { RelayConfig } from '../src/config.js';
import { relayService } from '../src/relay.service.js';

const DAY = 86_400_000;
const MIN = 60_000;

// The status summary (spec §4: Good under 10 days, Near Limit 10–13 days or past the expected
// pickup date, Expired 14+) is read from hourly buckets kept by triggers plus the packages of
// the two boundary hours. It must equal a plain count of the rows at every instant, including
// packages minutes either side of the 10- and 14-day lines, and after releases and deletes.
describe('relay inventory summary from buckets', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<RelayConfig>;
  const point = randomUUID();
  const base = new Date('2026-11-24T10:17:00Z');

  const plainCount = async (now: Date, near = 10, expired = 14) => {
    const today = now.toISOString().slice(0, 10);
    const good = `stored_at > $2 AND (expected_pickup_date IS NULL OR expected_pickup_date >= $4::date)`;
    const { rows } = await service.ctx.pool.query<{ good: number; near_limit: number; expired: number }>(
      `SELECT count(*) FILTER (WHERE ${good})::int AS good,
         count(*) FILTER (WHERE stored_at > $3 AND NOT (${good}))::int AS near_limit,
         count(*) FILTER (WHERE stored_at <= $3)::int AS expired
       FROM package_storage WHERE relay_point_id = $1 AND status = 'stored'`,
      [point, new Date(now.getTime() - near * DAY), new Date(now.getTime() - expired * DAY), today],
    );
    const r = rows[0]!;
    return { good: r.good, nearLimit: r.near_limit, expired: r.expired };
  };
  const insert = (storedAt: Date, pickup: string | null, status = 'stored') =>
    service.ctx.pool.query(
      `INSERT INTO package_storage (id, shipment_id, relay_point_id, leg, tracking_number, status, condition, stored_by, stored_at,
         expected_pickup_date, sender_id, created_at, updated_at, version)
       VALUES (gen_random_uuid(), gen_random_uuid(), $1, 'origin', 'OW' || upper(substr(md5(random()::text), 1, 10)), $4, 'good',
         gen_random_uuid(), $2, $3, gen_random_uuid(), now(), now(), 1)`,
      [point, storedAt, pickup, status],
    );
  const summaryAt = async (now: Date) => {
    const { good, nearLimit, expired } = (
      await inventory(service.ctx.pool, { relayPointId: point, page: 1, pageSize: 10, scope: 'stored' }, now)
    ).summary;
    return { good, nearLimit, expired };
  };

  beforeAll(async () => {
    db = await createTestDatabase('relay_summary');
    service = await startService(relayService, {
      ...process.env,
      DATABASE_URL: db.url,
      NATS_SUBJECT_PREFIX: subjectPrefix(),
      LOG_LEVEL: 'silent',
      RELAY_SWEEP_EVERY_MS: '0',
    });
    // Packages minutes either side of each line, at odd minutes of many hours, with pickup
    // dates passed, today, later and none; some already released.
    const pickups = [null, '2026-11-20', '2026-11-24', '2026-12-01'];
    let i = 0;
    for (const days of [0, 3, 9, 10, 12, 13, 14, 15, 20])
      for (const minutes of [-61, -7, -1, 0, 1, 7, 59, 61]) {
        const at = new Date(base.getTime() - days * DAY + minutes * MIN);
        await insert(at, pickups[i % 4]!, i % 7 === 0 ? 'released' : 'stored');
        i++;
      }
  });
  afterAll(async () => {
    await service?.stop();
    await db?.drop();
  });

  it('equals a plain count of the rows at every instant around the 10- and 14-day lines', async () => {
    for (const offset of [-90, -61, -30, -7, -1, 0, 1, 7, 30, 59, 60, 61, 90, 24 * 60, 3 * 24 * 60])
      for (const now of [new Date(base.getTime() + offset * MIN)])
        expect([offset, await summaryAt(now)]).toEqual([offset, await plainCount(now)]);
    const s = await summaryAt(base);
    expect(s.good + s.nearLimit + s.expired).toBeGreaterThan(50);
    expect(s.nearLimit).toBeGreaterThan(0);
    expect(s.expired).toBeGreaterThan(0);
  });

  it('stays exact after releases, returns, a changed pickup date and deletes; total is the stored count', async () => {
    const pool = service.ctx.pool;
    await pool.query(
      `UPDATE package_storage SET status = 'released' WHERE relay_point_id = $1 AND status = 'stored'
       AND id IN (SELECT id FROM package_storage WHERE relay_point_id = $1 ORDER BY stored_at LIMIT 9)`,
      [point],
    );
    await pool.query(
      `UPDATE package_storage SET status = 'returned' WHERE id = (SELECT id FROM package_storage WHERE relay_point_id = $1 AND status = 'stored' ORDER BY stored_at DESC LIMIT 1)`,
      [point],
    );
    await pool.query(
      `UPDATE package_storage SET expected_pickup_date = '2026-11-01' WHERE id IN (SELECT id FROM package_storage WHERE relay_point_id = $1 AND status = 'stored' LIMIT 5)`,
      [point],
    );
    await pool.query(
      `DELETE FROM package_storage WHERE id IN (SELECT id FROM package_storage WHERE relay_point_id = $1 LIMIT 4)`,
      [point],
    );
    for (const offset of [-61, 0, 1, 61]) {
      const now = new Date(base.getTime() + offset * MIN);
      expect(await summaryAt(now)).toEqual(await plainCount(now));
    }
    const page = await inventory(pool, { relayPointId: point, page: 1, pageSize: 10, scope: 'stored' }, base);
    const stored = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM package_storage WHERE relay_point_id = $1 AND status = 'stored'`,
      [point],
    );
    expect(page.total).toBe(stored.rows[0]!.n);
    expect(page.items).toHaveLength(10);
    // No bucket is left empty or negative.
    const bad = await pool.query('SELECT * FROM package_storage_buckets WHERE n <= 0');
    expect(bad.rows).toEqual([]);
  });

  it('counts by the current storage settings: a changed limit applies to the next read, no restart', async () => {
    const pool = service.ctx.pool;
    const setLimits = (near: number, expired: number) =>
      pool.query(
        `UPDATE relay_settings SET value = CASE key WHEN 'storage_near_limit_days' THEN $1::int ELSE $2::int END
         WHERE key IN ('storage_near_limit_days', 'storage_expired_days')`,
        [near, expired],
      );
    await setLimits(3, 12);
    try {
      for (const offset of [-61, 0, 61]) {
        const now = new Date(base.getTime() + offset * MIN);
        expect(await summaryAt(now)).toEqual(await plainCount(now, 3, 12));
      }
      expect(await summaryAt(base)).not.toEqual(await plainCount(base));
      const page = await inventory(pool, { relayPointId: point, page: 1, pageSize: 100, scope: 'stored' }, base);
      for (const item of page.items) {
        const days = item.storageDays;
        if (days >= 12) expect(item.displayStatus).toBe('expired');
        else if (days >= 3) expect(item.displayStatus).toBe('near_limit');
      }
      expect(page.items.some((i) => i.storageDays >= 3 && i.storageDays < 10)).toBe(true);
      expect(page.summary).toMatchObject({ nearLimitDays: 3, expiredDays: 12 });
    } finally {
      await setLimits(10, 14);
    }
  });
});
