/**
 * Relay benchmark (issue 12), against the real Postgres and NATS on this machine: 50,000
 * stored packages at one relay point (plus 50,000 at others); p50/p99 of the staff
 * dashboard's inventory page (summary + first pages + tracking-number search) through the
 * RPC the gateway calls, one at a time. Baseline: the relay's ping RPC (the NATS round trip and
 * the service's dispatch, no query), interleaved with the inventory calls in the same run, so
 * the ratio shows what the inventory itself costs on a machine whose load varies.
 *
 *   NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' \
 *     node_modules/.bin/node node_modules/.bin/jest -c jest.config.cjs \
 *     --roots '<rootDir>/bench' --testMatch '<rootDir>/bench/relay/*.bench.ts' --testTimeout 900000
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { NatsConnection } from '@nats-io/transport-node';
import { relayInventoryRpc, relayPingRpc, type RpcMeta } from '@oneway/contracts';
import { type RunningService, RpcClient, startService } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { RelayConfig } from '../../services/relay/src/config.js';
import { relayService } from '../../services/relay/src/relay.service.js';

const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 50_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const out = (s: string) => process.stdout.write(`${s}\n`);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

describe('relay inventory benchmark', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<RelayConfig>;
  let nc: NatsConnection;
  const point = randomUUID();
  const staff = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase('bench_relay');
    service = await startService(relayService, {
      ...process.env,
      DATABASE_URL: db.url,
      NATS_SUBJECT_PREFIX: subjectPrefix(),
      LOG_LEVEL: 'silent',
      RELAY_SWEEP_EVERY_MS: '0',
      // Its pools open from boot, as outside tests (decision db-pools-start-warm).
      DB_POOL_MIN: '10',
    });
    nc = await connectNats();
    const pool = service.ctx.pool;
    await pool.query(
      `INSERT INTO relay_points (id, name, address, city, country, latitude, longitude, contact_name, contact_phone, operating_hours, capacity, created_at, updated_at, version)
       VALUES ($1, 'Bench Relay', '1 Main St', 'London', 'United Kingdom', 51.5, -0.1, 'Desk', '+447700900123', 'Daily', 100000, now(), now(), 1)`,
      [point],
    );
    await pool.query(`INSERT INTO relay_staff (relay_point_id, user_id, assigned_at) VALUES ($1, $2, now())`, [
      point,
      staff,
    ]);
    // Read-model rows as the projection writes them: this point and as many elsewhere.
    for (const [at, n] of [
      [point, PACKAGES],
      [null, PACKAGES],
    ] as const) {
      await pool.query(
        `INSERT INTO relay_people (user_id, full_name)
         SELECT s, 'Sender ' || g FROM (SELECT gen_random_uuid() AS s, g FROM generate_series(1, 200) g) x ON CONFLICT DO NOTHING`,
      );
      await pool.query(
        `INSERT INTO package_storage (id, shipment_id, relay_point_id, leg, tracking_number, status, condition, stored_by, stored_at,
           expected_pickup_date, sender_id, created_at, updated_at, version)
         SELECT gen_random_uuid(), gen_random_uuid(), COALESCE($1::uuid, gen_random_uuid()), 'origin',
           'OW' || upper(substr(md5(random()::text), 1, 10)),
           CASE WHEN g % 10 = 0 THEN 'released' ELSE 'stored' END, 'good', $2,
           now() - (g % 20) * interval '1 day' - (g % 86400) * interval '1 second',
           CASE WHEN g % 3 = 0 THEN (now() + (g % 9 - 4) * interval '1 day')::date END,
           (SELECT user_id FROM relay_people OFFSET (g % 200) LIMIT 1), now(), now(), 1
         FROM generate_series(1, $3) g`,
        [at, staff, n],
      );
    }
    await pool.query('ANALYZE package_storage');
    await pool.query('ANALYZE relay_people');
  });

  afterAll(async () => {
    await service?.stop();
    if (nc) await deleteTestStreams(nc).catch(() => {});
    await nc?.drain();
    await db?.drop();
  });

  it(`inventory page with ${PACKAGES.toLocaleString('en')} packages at one point`, async () => {
    const client = new RpcClient(nc, subjectPrefix(), 15_000);
    const meta = (): RpcMeta => ({ correlationId: randomUUID(), actor: { userId: staff, role: 'relay_staff' } });
    const { rows } = await service.ctx.pool.query<{ t: string }>(
      'SELECT tracking_number AS t FROM package_storage WHERE relay_point_id = $1 LIMIT 50',
      [point],
    );
    const kinds = [
      () => ({ relayPointId: point, page: 1, pageSize: 10 }),
      () => ({ relayPointId: point, page: 1 + Math.floor(Math.random() * 50), pageSize: 10 }),
      () => ({
        relayPointId: point,
        page: 1,
        pageSize: 10,
        search: rows[Math.floor(Math.random() * rows.length)]!.t.slice(0, 6),
      }),
    ];
    for (let i = 0; i < 20; i++) await client.call(relayInventoryRpc, kinds[i % 3]!(), meta());
    const times: number[] = [];
    const pings: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      let started = performance.now();
      const page = await client.call(relayInventoryRpc, kinds[i % 3]!(), meta());
      times.push(performance.now() - started);
      if (i === 0) expect(page.total).toBeGreaterThan(PACKAGES * 0.8);
      started = performance.now();
      await client.call(relayPingRpc, {}, meta());
      pings.push(performance.now() - started);
    }
    const [p50, p99] = [pct(times, 50), pct(times, 99)];
    const [b50, b99] = [pct(pings, 50), pct(pings, 99)];
    out(
      `relay inventory page (RPC, ${QUERIES} queries): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; ` +
        `relay.ping same run: p50 ${b50.toFixed(1)} ms, p99 ${b99.toFixed(1)} ms`,
    );
    if (process.env.BENCH_RESULT_FILE)
      writeFileSync(
        process.env.BENCH_RESULT_FILE,
        JSON.stringify({
          'relay.inventory.p50': { now: p50, baseline: b50 },
          'relay.inventory.p99': { now: p99, baseline: b99 },
        }),
      );
  });
});
