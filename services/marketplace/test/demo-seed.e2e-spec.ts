import { randomUUID } from 'node:crypto';
import {
  compatibleShipmentsRpc,
  listAvailableShipmentsRpc,
  listMyShipmentsRpc,
  listMyTripsRpc,
  userRegisteredV1,
} from '@oneway/contracts';
import { eventually } from '@oneway/testing';
import { marketplaceSuite } from './support/marketplace-suite.js';

describe('demo data (SEED_DEMO=1)', () => {
  const suite = marketplaceSuite('marketplace_seed', { SEED_DEMO: '1' });

  it("identity's demo sender and traveler get shipments and verified trips on the spec's routes that match each other", async () => {
    const alice = { userId: randomUUID(), role: 'user' as const };
    const bola = { userId: randomUUID(), role: 'user' as const };
    const registered = (u: typeof alice, name: string) => ({
      userId: u.userId,
      email: `${name}@oneway.local`,
      username: name,
      fullName: name,
      country: 'United Kingdom',
      userType: 'both',
      role: 'user',
    });
    await suite.publish(userRegisteredV1, registered(alice, 'alice'));
    await suite.publish(userRegisteredV1, registered(bola, 'bola'));
    const { call } = suite;

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
