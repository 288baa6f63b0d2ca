/**
 * Marketplace benchmark (issue 5), against the real Postgres and NATS on this machine:
 * 100,000 shipments and 20,000 trips in the read models; p50/p99 of the browse query with
 * route + date filters and of both compatible-matches queries, through the RPC the gateway
 * calls; command-to-visible latency (create shipment → another user sees it in browse)
 * under a steady load.
 *
 *   NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' \
 *     node_modules/.bin/node node_modules/.bin/jest -c jest.config.cjs \
 *     --roots '<rootDir>/bench' --testMatch '<rootDir>/bench/marketplace/*.bench.ts' --testTimeout 900000
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  compatibleShipmentsRpc,
  compatibleTripsRpc,
  createShipmentRpc,
  getAvailableShipmentRpc,
  listAvailableShipmentsRpc,
  SUPPORTED_CITIES,
  type Country,
  type ShipmentDetails,
  type TripDetails,
} from '@oneway/contracts';
import { createPool, runMigrations } from '@oneway/eventstore';
import { connectNats, createTestDatabase, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { addDays, todayOf } from '../../services/marketplace/src/domain/shared/calendar-date.js';
import { marketplaceMigrations } from '../../services/marketplace/src/infrastructure/persistence/read-models.migration.js';
import {
  buildService,
  startServiceProcess,
  type ServiceProcess,
} from '../../services/gateway/test/support/service-process.js';
import { callerFor } from '../../services/marketplace/test/support/marketplace-e2e.js';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
const TRIPS = Number(process.env.BENCH_TRIPS ?? 20_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);
const LOAD_PER_SECOND = Number(process.env.BENCH_RATE ?? 20);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** A create not visible by then is counted as failed (the bench must end). */
const VISIBLE_DEADLINE_MS = 30_000;
/** A create replied to this long ago and still off the browse page is looked up by id. */
const LOOKUP_AFTER_MS = 25;

const out = (s: string) => process.stdout.write(`${s}\n`);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const LOCATIONS = Object.entries(SUPPORTED_CITIES).flatMap(([country, cities]) =>
  cities.map((c) => ({ label: `${c}, ${country}`, city: c, country: country as Country })),
);
const ROUTES = LOCATIONS.flatMap((a) => LOCATIONS.filter((b) => b.country !== a.country).map((b) => [a, b] as const));
const CURRENCY: Record<Country, 'USD' | 'GBP' | 'CAD' | 'NGN'> = {
  'United States': 'USD',
  'United Kingdom': 'GBP',
  Canada: 'CAD',
  Nigeria: 'NGN',
};

let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

async function insertRows(pool: pg.Pool, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const params: unknown[] = [];
    const values = chunk.map((r) => `(${r.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
    await pool.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

describe('marketplace benchmark', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let service: ServiceProcess;
  let nc: NatsConnection;
  const today = todayOf(new Date());
  const senders = Array.from({ length: 2000 }, () => randomUUID());
  const travelers = Array.from({ length: 2000 }, () => randomUUID());
  const activeTrips: { id: string; travelerId: string }[] = [];
  const pendingShipments: { id: string; senderId: string }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('marketplace_bench');
    await runMigrations(db.url, marketplaceMigrations);
    pool = createPool(db.url, 5);
    const t0 = Date.now();
    const shipments: unknown[][] = [];
    for (let i = 0; i < SHIPMENTS; i++) {
      const [from, to] = pick(ROUTES);
      const start = Math.floor(rand() * 60);
      const d: ShipmentDetails = {
        fromLocation: from.label,
        toLocation: to.label,
        weight: Math.round((0.2 + rand() * 20) * 10) / 10,
        weightUnit: 'kg',
        weightKg: 0,
        size: pick(['small', 'medium', 'large'] as const),
        contents: 'Books, clothes and small gifts',
        contentTypes: rand() < 0.2 ? ['fragile'] : [],
        prohibitedItemsDeclared: true,
        declaredValue: { amount: Math.floor(rand() * 50_000), currency: CURRENCY[from.country] },
        hasInsurance: false,
        insuranceAmount: 0,
        paymentAmount: 1000 + Math.floor(rand() * 9000),
        currency: CURRENCY[from.country],
        earliestPickupDate: addDays(today, start),
        latestDeliveryDate: addDays(today, start + 5 + Math.floor(rand() * 40)),
        notes: null,
        receiver: {
          name: 'R',
          phone: '+447700900123',
          addressLine1: 'x',
          addressLine2: null,
          city: to.city,
          country: to.country,
          zipCode: null,
        },
        originRelayPointId: null,
        destinationRelayPointId: null,
      };
      d.weightKg = d.weight;
      const id = randomUUID();
      const senderId = pick(senders);
      const status =
        rand() < 0.7 ? 'pending' : pick(['matched', 'in_transit', 'delivered', 'completed', 'cancelled'] as const);
      if (status === 'pending') pendingShipments.push({ id, senderId });
      const created = new Date(Date.now() - Math.floor(rand() * 30 * 86_400_000));
      shipments.push([
        id,
        senderId,
        `OW${i.toString(32).toUpperCase().padStart(10, '0')}`,
        status,
        from.label,
        to.label,
        from.country,
        to.country,
        d.weightKg,
        d.size,
        d.earliestPickupDate,
        d.latestDeliveryDate,
        d.paymentAmount,
        d.currency,
        JSON.stringify(d),
        created,
        created,
        1,
      ]);
    }
    await insertRows(
      pool,
      'shipments',
      [
        'id',
        'sender_id',
        'tracking_number',
        'status',
        'from_location',
        'to_location',
        'from_country',
        'to_country',
        'weight_kg',
        'size',
        'earliest_pickup_date',
        'latest_delivery_date',
        'payment_amount',
        'currency',
        'details',
        'created_at',
        'updated_at',
        'version',
      ],
      shipments,
    );
    const trips: unknown[][] = [];
    for (let i = 0; i < TRIPS; i++) {
      const [from, to] = pick(ROUTES);
      const dep = Math.floor(rand() * 60);
      const d: TripDetails = {
        fromLocation: from.label,
        fromAirport: null,
        toLocation: to.label,
        toAirport: null,
        departureDate: addDays(today, dep),
        arrivalDate: addDays(today, dep + Math.floor(rand() * 2)),
        availableSpaceKg: Math.round((1 + rand() * 30) * 10) / 10,
        airlineName: null,
        notes: null,
        packageConstraints: {
          fragile: rand() < 0.8,
          electronics: true,
          liquids: rand() < 0.5,
          food: rand() < 0.5,
          valueLimit: null,
          weightLimitKg: null,
        },
        itineraryUrl: null,
      };
      const id = randomUUID();
      const travelerId = pick(travelers);
      const status = rand() < 0.8 ? 'active' : pick(['pending_verification', 'completed', 'cancelled'] as const);
      if (status === 'active') activeTrips.push({ id, travelerId });
      trips.push([
        id,
        travelerId,
        status,
        d.fromLocation,
        d.toLocation,
        d.departureDate,
        d.arrivalDate,
        d.availableSpaceKg,
        0,
        JSON.stringify(d),
        new Date(),
        new Date(),
        2,
      ]);
    }
    await insertRows(
      pool,
      'trips',
      [
        'id',
        'traveler_id',
        'status',
        'from_location',
        'to_location',
        'departure_date',
        'arrival_date',
        'available_space_kg',
        'reserved_kg',
        'details',
        'created_at',
        'updated_at',
        'version',
      ],
      trips,
    );
    // What autovacuum would have done on a live database: statistics and the visibility map (index-only counts).
    await pool.query('VACUUM ANALYZE shipments');
    await pool.query('VACUUM ANALYZE trips');
    out(
      `seeded ${SHIPMENTS} shipments (${pendingShipments.length} pending) and ${TRIPS} trips (${activeTrips.length} active) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    // Its own process, as `npm start` runs it: the load generator and the watcher below do not
    // share its event loop (docs/decisions/marketplace-benchmark.md). BENCH_PROFILE=<dir>: it
    // writes a V8 CPU profile there when it stops.
    buildService('marketplace');
    service = await startServiceProcess('marketplace', {
      DATABASE_URL: db.url,
      DB_POOL_SIZE: '20',
      // Open from boot, as outside tests (decision db-pools-start-warm).
      DB_POOL_MIN: '20',
      ...(process.env.BENCH_PROFILE ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=' + process.env.BENCH_PROFILE } : {}),
    });
    nc = await connectNats();
  });
  afterAll(async () => {
    if (service?.alive()) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    await deleteTestStreams(nc).catch(() => {});
    await nc?.drain();
    await pool?.end();
    await db?.drop();
  });

  async function timed(
    n: number,
    run: (i: number) => Promise<unknown>,
  ): Promise<{ p50: number; p99: number; mean: number }> {
    for (let i = 0; i < 20; i++) await run(i); // warm-up
    const xs: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await run(i);
      xs.push(performance.now() - t);
    }
    return { p50: pct(xs, 50), p99: pct(xs, 99), mean: xs.reduce((a, b) => a + b, 0) / xs.length };
  }

  it('measures browse, compatible matches and command-to-visible latency', async () => {
    const call = callerFor(nc, subjectPrefix());
    const viewer = { userId: randomUUID(), role: 'user' as const };
    const rows: { query: string; p50: string; p99: string; mean: string; hits: string }[] = [];
    let hits = 0;

    const browse = await timed(QUERIES, async () => {
      const [from, to] = pick(ROUTES);
      const page = await call(viewer, listAvailableShipmentsRpc, {
        fromLocation: from.label,
        toLocation: to.label,
        departOn: addDays(today, Math.floor(rand() * 60)),
        pageSize: 20,
      });
      hits += page.total;
    });
    rows.push({
      query: 'available-shipments route+date',
      p50: ms(browse.p50),
      p99: ms(browse.p99),
      mean: ms(browse.mean),
      hits: (hits / (QUERIES + 20)).toFixed(1),
    });

    hits = 0;
    const browseAll = await timed(QUERIES, async () => {
      hits += (await call(viewer, listAvailableShipmentsRpc, { pageSize: 20 })).total;
    });
    rows.push({
      query: 'available-shipments, no filter',
      p50: ms(browseAll.p50),
      p99: ms(browseAll.p99),
      mean: ms(browseAll.mean),
      hits: (hits / (QUERIES + 20)).toFixed(0),
    });

    hits = 0;
    const forTrip = await timed(QUERIES, async () => {
      const trip = pick(activeTrips);
      hits += (
        await call({ userId: trip.travelerId, role: 'user' }, compatibleShipmentsRpc, { tripId: trip.id, pageSize: 20 })
      ).total;
    });
    rows.push({
      query: 'compatible shipments for my trip',
      p50: ms(forTrip.p50),
      p99: ms(forTrip.p99),
      mean: ms(forTrip.mean),
      hits: (hits / (QUERIES + 20)).toFixed(1),
    });

    hits = 0;
    const forShipment = await timed(QUERIES, async () => {
      const s = pick(pendingShipments);
      hits += (await call({ userId: s.senderId, role: 'user' }, compatibleTripsRpc, { shipmentId: s.id, pageSize: 20 }))
        .total;
    });
    rows.push({
      query: 'compatible trips for my shipment',
      p50: ms(forShipment.p50),
      p99: ms(forShipment.p99),
      mean: ms(forShipment.mean),
      hits: (hits / (QUERIES + 20)).toFixed(1),
    });

    const createPayload = () => ({
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      weight: 2,
      size: 'small',
      contents: 'Bench parcel',
      prohibitedItemsDeclared: true,
      declaredValue: 100,
      paymentAmount: 2000,
      currency: 'GBP',
      earliestPickupDate: addDays(today, 1),
      latestDeliveryDate: addDays(today, 20),
      receiverName: 'R',
      receiverPhone: '+2348012345678',
      receiverAddressLine1: 'x',
      receiverCity: 'Lagos',
      receiverCountry: 'Nigeria',
    });
    const single = await timed(Math.min(QUERIES, 100), () =>
      call({ userId: randomUUID(), role: 'user' }, createShipmentRpc, createPayload()),
    );
    rows.push({
      query: 'create shipment RPC, one at a time',
      p50: ms(single.p50),
      p99: ms(single.p99),
      mean: ms(single.mean),
      hits: '-',
    });

    // The steady load starts once the service has finished the follow-up work of the creates
    // above (the achievement consumer handles each created shipment), so it measures 20/s, not
    // the tail of the burst before it.
    for (;;) {
      const { rows } = await pool.query<{ behind: boolean }>(
        `SELECT (SELECT count(*) FROM es_events WHERE type = 'marketplace.shipment.created') >
                (SELECT count(*) FROM es_inbox WHERE consumer = 'marketplace-achievement-unlocks') AS behind`,
      );
      if (!rows[0]!.behind) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    // Command → visible: a steady stream of creates, and one watcher reading another user's
    // browse (route filter, newest first, 25 a page) every 5 ms, noting when each shipment
    // first appears. A create is visible at the first read that shows it, even one that came
    // back before the create's own reply. (Earlier each create polled browse itself: the reads
    // grew with the latency they measured, and at 200/s they swamped the service. A page of
    // 100 had the watcher parse and check 20,000 rows a second in the process under test, a
    // third of its CPU; between two reads a few shipments appear. A create whose commit came
    // late is listed below newer ones, off that page: one replied to 25 ms ago and not seen yet
    // is looked up by id on the same read model, so a slow machine does not lose it.)
    const sender = { userId: randomUUID(), role: 'user' as const };
    const latencies: number[] = [];
    const rpcOnly: number[] = [];
    const firstSeen = new Map<string, number>();
    const sentAt = new Map<string, number>();
    const repliedAt = new Map<string, number>();
    // A create the machine could not keep up with (an RPC timeout) is counted, not fatal.
    let failedCreates = 0;
    let creating = true;
    let lastSent = performance.now();
    const watcher = (async () => {
      for (;;) {
        const allSeen = [...sentAt.keys()].every((id) => firstSeen.has(id));
        if (!creating && (allSeen || performance.now() - lastSent > VISIBLE_DEADLINE_MS)) return;
        const began = performance.now();
        const page = await call(viewer, listAvailableShipmentsRpc, {
          fromLocation: 'London, United Kingdom',
          toLocation: 'Lagos, Nigeria',
          pageSize: 25,
        });
        const now = performance.now();
        for (const s of page.items) if (!firstSeen.has(s.id)) firstSeen.set(s.id, now);
        // A create whose commit was slow is listed below newer ones, off the first page: the
        // oldest few replied but unseen are looked up one by one on the same read model.
        const behind = [...repliedAt].filter(([id, at]) => !firstSeen.has(id) && now - at > LOOKUP_AFTER_MS);
        await Promise.all(
          behind.slice(0, 5).map(async ([id]) => {
            const found = await call(viewer, getAvailableShipmentRpc, { shipmentId: id }).then(
              () => true,
              () => false,
            );
            if (found && !firstSeen.has(id)) firstSeen.set(id, performance.now());
          }),
        );
        // A read every 5 ms at most: the watcher is one eager reader, not a load of its own.
        const next = began + 5 - performance.now();
        if (next > 0) await new Promise((r) => setTimeout(r, next));
      }
    })();
    const inFlight: Promise<void>[] = [];
    const interval = 1000 / LOAD_PER_SECOND;
    const started = performance.now();
    for (let i = 0; i < LOAD_PER_SECOND * LOAD_SECONDS; i++) {
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      lastSent = performance.now();
      inFlight.push(
        (async () => {
          const t = performance.now();
          const created = await call(sender, createShipmentRpc, createPayload());
          rpcOnly.push(performance.now() - t);
          sentAt.set(created.id, t);
          repliedAt.set(created.id, performance.now());
        })().catch(() => {
          failedCreates++;
        }),
      );
    }
    await Promise.all(inFlight);
    creating = false;
    await watcher;
    for (const [id, t] of sentAt) {
      const seen = firstSeen.get(id);
      if (seen !== undefined) latencies.push(Math.max(0, seen - t));
    }
    rows.push({
      query: `create shipment RPC (${LOAD_PER_SECOND}/s)`,
      p50: ms(pct(rpcOnly, 50)),
      p99: ms(pct(rpcOnly, 99)),
      mean: ms(rpcOnly.reduce((a, b) => a + b, 0) / rpcOnly.length),
      hits: String(rpcOnly.length),
    });
    rows.push({
      query: `create → visible in browse (${LOAD_PER_SECOND}/s)`,
      p50: ms(pct(latencies, 50)),
      p99: ms(pct(latencies, 99)),
      mean: ms(latencies.reduce((a, b) => a + b, 0) / latencies.length),
      hits: String(latencies.length),
    });

    const w = { query: 36, p50: 10, p99: 10, mean: 10, hits: 8 };
    out(
      `\nMarketplace benchmark: ${SHIPMENTS} shipments, ${TRIPS} trips, ${QUERIES} sequential queries each (RPC over NATS, one client)`,
    );
    out(
      `${'query'.padEnd(w.query)}  ${'p50'.padEnd(w.p50)}  ${'p99'.padEnd(w.p99)}  ${'mean'.padEnd(w.mean)}  avg total / n`,
    );
    for (const r of rows)
      out(
        `${r.query.padEnd(w.query)}  ${r.p50.padEnd(w.p50)}  ${r.p99.padEnd(w.p99)}  ${r.mean.padEnd(w.mean)}  ${r.hits}`,
      );
    // For `npm run bench` (bench/figures.mjs).
    if (process.env.BENCH_RESULT_FILE) {
      writeFileSync(
        process.env.BENCH_RESULT_FILE,
        JSON.stringify({
          'marketplace.visible.p50': { now: pct(latencies, 50), detail: `create RPC p50 ${ms(pct(rpcOnly, 50))}` },
          'marketplace.visible.p99': {
            now: pct(latencies, 99),
            detail: `${latencies.length} of ${LOAD_PER_SECOND * LOAD_SECONDS} visible, ${failedCreates} failed`,
          },
          'marketplace.create.p50': { now: single.p50 },
        }),
      );
    }
    expect(latencies.length).toBe(LOAD_PER_SECOND * LOAD_SECONDS - failedCreates);
  });
});
