import { randomUUID } from 'node:crypto';
import {
  adminAssignRelayStaffRpc,
  adminCreateRelayPointRpc,
  createShipmentRpc,
  relayCheckInRpc,
  relayGetPackageRpc,
  relayInventoryRpc,
  relayReturnToSenderRpc,
  type StoredPackageDetail,
} from '@oneway/contracts';
import { eventually, subjectPrefix, testUrls } from '@oneway/testing';
import { Redis } from 'ioredis';
import { StorageExpiryQueues } from '../src/infrastructure/jobs/storage-expiry-queues.js';
import { daysFromToday, relaySuite, userOf } from './support/relay-suite.js';

const DAY = 86_400_000;

describe('storage-expiry sweep on BullMQ with a controlled clock', () => {
  const suite = relaySuite('sweep', { RELAY_SWEEP_EVERY_MS: '0' });
  const { call } = suite;
  const admin = userOf('admin');
  const staff = userOf('relay_staff');
  const sender = userOf();
  let redis: Redis;
  let queues: StorageExpiryQueues;
  let pointId: string;
  let stored: StoredPackageDetail;

  beforeAll(async () => {
    redis = new Redis(testUrls.redis(), { maxRetriesPerRequest: null });
    queues = new StorageExpiryQueues(redis, subjectPrefix());
    const point = await call(admin, adminCreateRelayPointRpc, {
      name: 'Midtown Relay',
      address: '5 Peachtree St',
      city: 'Atlanta',
      country: 'United States',
      zipCode: '30303',
      latitude: 33.75,
      longitude: -84.39,
      contactName: 'Jo Park',
      contactPhone: '+14045550100',
      operatingHours: 'Daily 08:00–20:00',
      notes: null,
      capacity: 50,
    });
    pointId = point.id;
    await call(admin, adminAssignRelayStaffRpc, { relayPointId: pointId, userId: staff.userId });
    const shipment = await call(sender, createShipmentRpc, {
      fromLocation: 'Atlanta, United States',
      toLocation: 'London, United Kingdom',
      weight: 1,
      weightUnit: 'kg',
      size: 'small',
      contents: 'A framed photograph',
      prohibitedItemsDeclared: true,
      declaredValue: 2000,
      paymentAmount: 3000,
      currency: 'USD',
      earliestPickupDate: daysFromToday(3),
      latestDeliveryDate: daysFromToday(30),
      receiverName: 'Kim Lee',
      receiverPhone: '+447700900123',
      receiverAddressLine1: '1 Baker Street',
      receiverCity: 'London',
      receiverCountry: 'United Kingdom',
      originRelayPointId: pointId,
      destinationRelayPointId: null,
    });
    // A sender may drop the package off before a traveler is matched.
    stored = await eventually(() =>
      call(staff, relayCheckInRpc, {
        relayPointId: pointId,
        trackingCode: shipment.trackingNumber,
        requestId: randomUUID(),
      }),
    );
  });
  afterAll(async () => {
    await queues?.close();
    redis?.disconnect();
  });

  const historyOf = async () =>
    (await call(staff, relayGetPackageRpc, { relayPointId: pointId, packageId: stored.id })).history.map(
      (h) => h.action,
    );
  const storedAt = () => Date.parse(stored.storedAt);

  it('an expired package cannot be returned before the sweep or 14 days', async () => {
    await expect(
      call(staff, relayReturnToSenderRpc, { relayPointId: pointId, packageId: stored.id }),
    ).rejects.toMatchObject({ code: 'RELAY.NOT_EXPIRED', kind: 'conflict' });
  });

  it('nothing is raised at 9 days; near_limit at 10 days; expired at 14 days; each once however often the sweep runs', async () => {
    await queues.sweepAt(new Date(storedAt() + 9 * DAY));
    await queues.sweepAt(new Date(storedAt() + 10 * DAY));
    await eventually(async () => expect(await historyOf()).toEqual(['checked_in', 'near_limit']), 30_000);

    await queues.sweepAt(new Date(storedAt() + 11 * DAY));
    await queues.sweepAt(new Date(storedAt() + 14 * DAY));
    await eventually(async () => expect(await historyOf()).toEqual(['checked_in', 'near_limit', 'expired']), 30_000);

    // Later sweeps find nothing new to raise.
    await queues.sweepAt(new Date(storedAt() + 15 * DAY));
    await queues.sweepAt(new Date(storedAt() + 16 * DAY));
    const counts = await eventually(async () => {
      const c = await queues.sweep.getJobCounts('completed', 'waiting', 'active', 'delayed');
      expect((c.waiting ?? 0) + (c.active ?? 0) + (c.delayed ?? 0)).toBe(0);
      expect(c.completed).toBeGreaterThanOrEqual(6);
      return c;
    }, 30_000);
    expect(counts.completed).toBeGreaterThanOrEqual(6);
    expect(await historyOf()).toEqual(['checked_in', 'near_limit', 'expired']);
  });

  it('an expired package is marked for return to its sender, once', async () => {
    const returned = await call(staff, relayReturnToSenderRpc, {
      relayPointId: pointId,
      packageId: stored.id,
      notes: 'Sender collects on Friday',
    });
    expect(returned.status).toBe('returned');
    expect(returned.history.at(-1)).toMatchObject({
      action: 'returned_to_sender',
      previousStatus: 'stored',
      newStatus: 'returned',
      notes: 'Sender collects on Friday',
    });
    await expect(
      call(staff, relayReturnToSenderRpc, { relayPointId: pointId, packageId: stored.id }),
    ).rejects.toMatchObject({ code: 'RELAY.PACKAGE_NOT_STORED', kind: 'conflict' });
    expect((await call(staff, relayInventoryRpc, { relayPointId: pointId })).items).toEqual([]);
  });
});
