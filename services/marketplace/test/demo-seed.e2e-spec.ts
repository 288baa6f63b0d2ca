import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { compatibleShipmentsRpc, listAvailableShipmentsRpc, listMyShipmentsRpc, listMyTripsRpc, userRegisteredV1 } from '@oneway/contracts';
import { type RunningService, startService } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, eventually, subjectPrefix } from '@oneway/testing';
import type { MarketplaceConfig } from '../src/config.js';
import { marketplaceService } from '../src/marketplace.service.js';
import { callerFor, publishEvent } from './support/marketplace-e2e.js';

describe('demo data (SEED_DEMO=1)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService<MarketplaceConfig>;
  let nc: NatsConnection;
  const prefix = subjectPrefix();

  beforeAll(async () => {
    db = await createTestDatabase('marketplace_seed');
    service = await startService(marketplaceService, { ...process.env, DATABASE_URL: db.url, NATS_SUBJECT_PREFIX: prefix, LOG_LEVEL: 'silent', DB_POOL_SIZE: '5', SEED_DEMO: '1' });
    nc = await connectNats();
  });
  afterAll(async () => {
    await service?.stop();
    await deleteTestStreams(nc).catch(() => {});
    await nc?.drain();
    await db?.drop();
  });

  it("identity's demo sender and traveler get shipments and verified trips on the spec's routes that match each other", async () => {
    const alice = { userId: randomUUID(), role: 'user' as const };
    const bola = { userId: randomUUID(), role: 'user' as const };
    const registered = (u: typeof alice, name: string) => ({ userId: u.userId, email: `${name}@oneway.local`, username: name, fullName: name, country: 'United Kingdom', userType: 'both', role: 'user' });
    await publishEvent(nc, prefix, userRegisteredV1, registered(alice, 'alice'));
    await publishEvent(nc, prefix, userRegisteredV1, registered(bola, 'bola'));
    const call = callerFor(nc, prefix);

    const shipments = await eventually(async () => {
      const page = await call(alice, listMyShipmentsRpc, {});
      expect(page.total).toBe(3);
      return page.items;
    });
    expect(shipments.map((s) => `${s.fromLocation} → ${s.toLocation}`).sort()).toEqual([
      'Chicago, United States → London, United Kingdom',
      'London, United Kingdom → Lagos, Nigeria',
      'New York, United States → Toronto, Canada',
    ]);
    const trips = await eventually(async () => {
      const page = await call(bola, listMyTripsRpc, {});
      expect(page.total).toBe(3);
      return page.items;
    });
    expect(trips.every((t) => t.status === 'active')).toBe(true);
    expect((await call(bola, listAvailableShipmentsRpc, {})).total).toBe(3);
    for (const trip of trips) expect((await call(bola, compatibleShipmentsRpc, { tripId: trip.id })).total).toBe(1);
  });
});
