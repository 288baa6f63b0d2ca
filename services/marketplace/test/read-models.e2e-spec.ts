import { randomUUID } from 'node:crypto';
import { createPool, EventStore, handleCommand, ProjectionRunner, runMigrations } from '@oneway/eventstore';
import { createTestDatabase, recordStatements } from '@oneway/testing';
import type pg from 'pg';
import type { MarketplaceDeps } from '../src/application/marketplace-deps.js';
import { marketplaceProjections } from '../src/application/projections/marketplace-projections.js';
import { createShipment } from '../src/application/commands/create-shipment.handler.js';
import { compatibleShipments, compatibleTrips } from '../src/application/queries/matching.query.js';
import { listAvailableShipments } from '../src/application/queries/shipment-lists.query.js';
import { isCompatible } from '../src/domain/matching/compatibility.js';
import { shipmentDecider, shipmentStreamId } from '../src/domain/shipment/shipment.decider.js';
import { validateShipmentListing } from '../src/domain/shipment/shipment-listing.js';
import { newTrackingNumber } from '../src/infrastructure/ids/tracking-number.js';
import { tripDecider, tripStreamId } from '../src/domain/trip/trip.decider.js';
import { validateTripPlan } from '../src/domain/trip/trip-plan.js';
import { CodeSealer } from '../src/infrastructure/crypto/code-sealer.js';
import { HandoffCodesRepository } from '../src/infrastructure/persistence/handoff-codes.repository.js';
import { marketplaceMigrations } from '../src/infrastructure/persistence/read-models.migration.js';
import { listing, tripPlan } from './support/marketplace-fixtures.js';
import { daysFromToday, liveDates } from './support/marketplace-e2e.js';

// The read models against Postgres, without the bus: projections applied, replayed and
// rebuilt; the SQL matching queries checked against the domain's compatibility rule.

describe('marketplace read models', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;
  let runner: ProjectionRunner;
  let deps: MarketplaceDeps;
  const meta = () => ({ correlationId: 'read-models', causationId: null, actorId: null, now: new Date() });
  const admin = { userId: randomUUID(), role: 'admin' as const };

  beforeAll(async () => {
    db = await createTestDatabase('marketplace_rm');
    await runMigrations(db.url, marketplaceMigrations);
    pool = createPool(db.url, 5);
    store = new EventStore(pool);
    runner = new ProjectionRunner({ pool, projections: marketplaceProjections });
    deps = {
      pool,
      store,
      projections: runner,
      codes: new HandoffCodesRepository(new CodeSealer('x'.repeat(32))),
      // No review is written in this file: nothing to schedule.
      reviewWindow: { schedule: () => Promise.resolve() },
      now: () => new Date(),
    };
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const project = async () => {
    while ((await runner.runOnce()) > 0);
  };

  async function newShipment(senderId: string, o: Parameters<typeof listing>[0] = {}): Promise<string> {
    const shipmentId = randomUUID();
    await handleCommand(
      store,
      shipmentDecider,
      shipmentStreamId(shipmentId),
      {
        type: 'create_shipment',
        shipmentId,
        senderId,
        trackingNumber: newTrackingNumber(),
        listing: listing({ ...liveDates.shipment(), ...o }),
      },
      meta(),
    );
    return shipmentId;
  }

  async function newActiveTrip(travelerId: string, o: Parameters<typeof tripPlan>[0] = {}): Promise<string> {
    const tripId = randomUUID();
    await handleCommand(
      store,
      tripDecider,
      tripStreamId(tripId),
      {
        type: 'create_trip',
        tripId,
        travelerId,
        plan: tripPlan({ ...liveDates.trip(), ...o }),
        travelerVerified: false,
      },
      meta(),
    );
    await handleCommand(
      store,
      tripDecider,
      tripStreamId(tripId),
      { type: 'approve_trip', actor: admin, adminNotes: null },
      meta(),
    );
    return tripId;
  }

  const dump = async () => ({
    shipments: (
      await pool.query('SELECT id, status, escrow_status, traveler_id, version, details FROM shipments ORDER BY id')
    ).rows,
    trips: (await pool.query('SELECT id, status, reserved_kg, version FROM trips ORDER BY id')).rows,
    interests: (await pool.query('SELECT id, status, rejection_reason FROM shipment_interests ORDER BY id')).rows,
    tracking: (await pool.query('SELECT id, shipment_id, status FROM tracking ORDER BY position')).rows,
    stats: (await pool.query('SELECT * FROM traveler_stats ORDER BY user_id')).rows,
  });

  it('projects a shipment through its lifecycle; a replay from the start changes nothing; a rebuild gives the same rows', async () => {
    const sender = randomUUID();
    const traveler = randomUUID();
    const shipmentId = await newShipment(sender, {
      earliestPickupDate: daysFromToday(1),
      latestDeliveryDate: daysFromToday(20),
    });
    const tripId = await newActiveTrip(traveler, { departureDate: daysFromToday(2), arrivalDate: daysFromToday(3) });
    const sid = shipmentStreamId(shipmentId);
    const interestId = randomUUID();
    const trip = {
      tripId,
      travelerId: traveler,
      status: 'active' as const,
      details: validateTripPlan(
        tripPlan({ departureDate: daysFromToday(2), arrivalDate: daysFromToday(3) }),
        new Date(),
      ),
      remainingKg: 10,
    };
    await handleCommand(
      store,
      shipmentDecider,
      sid,
      { type: 'express_interest', interestId, travelerId: traveler, message: 'hello', trip },
      meta(),
    );
    await handleCommand(
      store,
      shipmentDecider,
      sid,
      { type: 'record_escrow_held', paymentId: randomUUID(), amount: 3500, currency: 'GBP' },
      meta(),
    );
    await handleCommand(
      store,
      shipmentDecider,
      sid,
      { type: 'accept_interest', interestId, actorId: sender, trip },
      meta(),
    );
    await handleCommand(
      store,
      tripDecider,
      tripStreamId(tripId),
      { type: 'reserve_space', shipmentId, weightKg: 2.5 },
      meta(),
    );
    await handleCommand(
      store,
      shipmentDecider,
      sid,
      { type: 'confirm_pickup', actorId: sender, codeMatches: true },
      meta(),
    );
    await handleCommand(store, shipmentDecider, sid, { type: 'mark_departed', actorId: traveler }, meta());
    await handleCommand(
      store,
      shipmentDecider,
      sid,
      { type: 'confirm_delivery', actorId: traveler, codeMatches: true },
      meta(),
    );
    await project();

    const { rows } = await pool.query(
      'SELECT status, escrow_status, traveler_id, trip_id FROM shipments WHERE id = $1',
      [shipmentId],
    );
    expect(rows[0]).toEqual({ status: 'delivered', escrow_status: 'held', traveler_id: traveler, trip_id: tripId });
    const tracking = await pool.query('SELECT status FROM tracking WHERE shipment_id = $1 ORDER BY position', [
      shipmentId,
    ]);
    expect(tracking.rows.map((r) => r.status)).toEqual([
      'pending',
      'matched',
      'picked_up',
      'in_transit',
      'arrived',
      'delivered',
    ]);
    expect((await pool.query('SELECT status FROM shipment_interests WHERE id = $1', [interestId])).rows[0].status).toBe(
      'accepted',
    );
    expect(
      Number((await pool.query('SELECT reserved_kg FROM trips WHERE id = $1', [tripId])).rows[0].reserved_kg),
    ).toBe(2.5);
    expect(
      (await pool.query('SELECT delivered_shipments FROM traveler_stats WHERE user_id = $1', [traveler])).rows[0]
        .delivered_shipments,
    ).toBe(1);

    const before = await dump();
    // At-least-once delivery of events to a projection must not change the result.
    await pool.query("UPDATE es_checkpoints SET tx_id = '0', position = 0");
    await project();
    expect(await dump()).toEqual(before);
    for (const p of marketplaceProjections) await runner.rebuild(p.name);
    expect(await dump()).toEqual(before);
  });

  it('a listed shipment is in browse the moment its create commits, before any projection pass (inline projection)', async () => {
    const sender = { userId: randomUUID(), role: 'user' as const };
    const created = await createShipment(deps, sender, listing(liveDates.shipment()), meta());
    // No runOnce: the runner has not been asked to project anything since the create.
    const page = await listAvailableShipments(deps, randomUUID(), { page: 1, pageSize: 100 });
    expect(page.items.map((s) => s.id)).toContain(created.id);
    // The runner's own pass then applies the same event again and changes nothing.
    const row = async () => (await pool.query('SELECT * FROM shipments WHERE id = $1', [created.id])).rows;
    const before = await row();
    await project();
    expect(await row()).toEqual(before);
  });

  it('a create costs two round trips: BEGIN with the stream and the tracking check, then the append and the browse row with COMMIT', async () => {
    const sender = { userId: randomUUID(), role: 'user' as const };
    const shipmentId = randomUUID();
    const { value: created, sent } = await recordStatements(() =>
      createShipment(deps, sender, { shipmentId, ...listing(liveDates.shipment()) }, meta()),
    );
    // Preparing session statements on a fresh connection, and the coalesced commit signal
    // (a NOTIFY after commit, shared by every commit of the moment), are not the create's.
    const trips = sent.map((q) => q.text).filter((q) => !q.startsWith('PREPARE') && !q.startsWith('SELECT pg_notify'));
    expect(trips).toHaveLength(2);
    expect(trips[0]).toMatch(
      new RegExp(
        `^BEGIN; EXECUTE oneway_es_begin_read_stream\\('shipment-${shipmentId}'\\); EXECUTE marketplace_begin_tracking_taken\\(`,
      ),
    );
    expect(trips[1]).toMatch(
      /^EXECUTE oneway_es_append_at_commit\(.*; EXECUTE marketplace_commit_insert_listed\(.*; COMMIT$/s,
    );
    const { rows } = await pool.query('SELECT tracking_number, status FROM shipments WHERE id = $1', [shipmentId]);
    expect(rows).toEqual([{ tracking_number: created.trackingNumber, status: 'pending' }]);
    // The runner catches up (the next test starts from emptied read models).
    await project();
  });

  it('the SQL matching queries return exactly what the compatibility rule accepts, both ways', async () => {
    // Fresh read models for a clean count.
    await pool.query('TRUNCATE shipments, trips');
    const routes = [
      ['London, United Kingdom', 'Lagos, Nigeria', 'GBP'],
      ['Chicago, United States', 'London, United Kingdom', 'USD'],
      ['New York, United States', 'Toronto, Canada', 'USD'],
    ] as const;
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const sender = randomUUID();
    const traveler = randomUUID();
    const kinds = ['fragile', 'electronics', 'liquids', 'food'] as const;

    const shipmentListings = new Map<string, ReturnType<typeof validateShipmentListing>>();
    for (let i = 0; i < 40; i++) {
      const [from, to, currency] = pick(routes);
      const start = 1 + Math.floor(rand() * 20);
      const o = {
        fromLocation: from,
        toLocation: to,
        receiverCountry: to.split(', ')[1]!,
        receiverCity: to.split(', ')[0]!,
        currency,
        weight: Math.round((0.5 + rand() * 9) * 10) / 10,
        declaredValue: Math.floor(rand() * 50_000),
        contentTypes: kinds.filter(() => rand() < 0.25),
        earliestPickupDate: daysFromToday(start),
        latestDeliveryDate: daysFromToday(start + 3 + Math.floor(rand() * 25)),
      };
      const id = await newShipment(sender, o);
      shipmentListings.set(id, validateShipmentListing(listing(o), new Date()));
    }
    const tripPlans = new Map<string, ReturnType<typeof validateTripPlan>>();
    for (let i = 0; i < 15; i++) {
      const [from, to, currency] = pick(routes);
      const dep = 1 + Math.floor(rand() * 30);
      const o = {
        fromLocation: from,
        toLocation: to,
        departureDate: daysFromToday(dep),
        arrivalDate: daysFromToday(dep + Math.floor(rand() * 2)),
        availableSpaceKg: Math.round((1 + rand() * 15) * 10) / 10,
        packageConstraints: {
          fragile: rand() < 0.7,
          electronics: rand() < 0.7,
          liquids: rand() < 0.7,
          food: rand() < 0.7,
          valueLimit: rand() < 0.4 ? Math.floor(rand() * 50_000) : null,
          valueLimitCurrency: rand() < 0.8 ? currency : 'NGN',
          weightLimitKg: rand() < 0.3 ? Math.round((1 + rand() * 8) * 10) / 10 : null,
        },
      };
      const id = await newActiveTrip(traveler, o);
      tripPlans.set(id, validateTripPlan(tripPlan(o), new Date()));
    }
    // Some space already taken on a few trips.
    const reserved = new Map<string, number>();
    for (const id of [...tripPlans.keys()].slice(0, 5)) {
      const kg = Math.min(3, tripPlans.get(id)!.availableSpaceKg);
      await handleCommand(
        store,
        tripDecider,
        tripStreamId(id),
        { type: 'reserve_space', shipmentId: randomUUID(), weightKg: kg },
        meta(),
      );
      reserved.set(id, kg);
    }
    await project();

    let pairs = 0;
    for (const [tripId, details] of tripPlans) {
      const capacity = {
        details,
        remainingKg: Math.round((details.availableSpaceKg - (reserved.get(tripId) ?? 0)) * 1000) / 1000,
      };
      const expected = [...shipmentListings]
        .filter(([, s]) => isCompatible(s, capacity))
        .map(([id]) => id)
        .sort();
      const got = (await compatibleShipments(deps, traveler, { tripId, page: 1, pageSize: 100 })).items
        .map((s) => s.id)
        .sort();
      expect(got).toEqual(expected);
      pairs += expected.length;
    }
    for (const [shipmentId, s] of shipmentListings) {
      const expected = [...tripPlans]
        .filter(([id, details]) =>
          isCompatible(s, {
            details,
            remainingKg: Math.round((details.availableSpaceKg - (reserved.get(id) ?? 0)) * 1000) / 1000,
          }),
        )
        .map(([id]) => id)
        .sort();
      const got = (await compatibleTrips(deps, sender, { shipmentId, page: 1, pageSize: 100 })).items
        .map((t) => t.id)
        .sort();
      expect(got).toEqual(expected);
    }
    // The random data must exercise both outcomes for the comparison to mean something.
    expect(pairs).toBeGreaterThan(0);
    expect(pairs).toBeLessThan(40 * 15);
  });
});
