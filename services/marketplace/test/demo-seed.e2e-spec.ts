import { randomUUID } from 'node:crypto';
import {
  DEMO_RELAY_DROP_OFF_DAYS_AGO,
  DEMO_RELAY_POINT_IDS,
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
      expect(page.total).toBe(7);
      return page.items;
    });
    // Three on the spec's routes, four more London → Lagos through the demo relay points.
    expect(shipments.map((s) => `${s.fromLocation} → ${s.toLocation}`).sort()).toEqual([
      'Chicago, United States → London, United Kingdom',
      ...Array(5).fill('London, United Kingdom → Lagos, Nigeria'),
      'New York, United States → Toronto, Canada',
    ]);
    const atRelay = shipments.filter((s) => s.originRelayPointId === DEMO_RELAY_POINT_IDS.londonCamden);
    expect(atRelay).toHaveLength(4);
    // Listed before the relay seed's oldest drop-off, so each timeline reads listed, then dropped off.
    const oldestDropOff = Date.now() - Math.max(...DEMO_RELAY_DROP_OFF_DAYS_AGO) * 86_400_000;
    for (const s of atRelay) expect(Date.parse(s.createdAt)).toBeLessThan(oldestDropOff);
    const trips = await eventually(async () => {
      const page = await call(bola, listMyTripsRpc, {});
      expect(page.total).toBe(3);
      return page.items;
    });
    expect(trips.every((t) => t.status === 'active')).toBe(true);
    expect((await call(bola, listAvailableShipmentsRpc, {})).total).toBe(7);
    const compatible = await Promise.all(
      trips.map(async (t) => [t.fromLocation, (await call(bola, compatibleShipmentsRpc, { tripId: t.id })).total]),
    );
    expect(Object.fromEntries(compatible)).toEqual({
      'London, United Kingdom': 5,
      'Chicago, United States': 1,
      'New York, United States': 1,
    });
  });
});
