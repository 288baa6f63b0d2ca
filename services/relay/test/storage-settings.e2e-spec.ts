import { randomUUID } from 'node:crypto';
import {
  adminAssignRelayStaffRpc,
  adminCreateRelayPointRpc,
  createShipmentRpc,
  relayCheckInRpc,
  relayGetPackageRpc,
  relayGetSettingsRpc,
  relayPublicStorageLimitsRpc,
  relayUpdateSettingsRpc,
  staffAuditListRpc,
  type StoredPackageDetail,
} from '@oneway/contracts';
import { eventually, subjectPrefix, testUrls } from '@oneway/testing';
import { Redis } from 'ioredis';
import { StorageExpiryQueues } from '../src/infrastructure/jobs/storage-expiry-queues.js';
import { daysFromToday, relaySuite, userOf } from './support/relay-suite.js';

const DAY = 86_400_000;
const DEFAULTS = { nearLimitDays: 10, expiredDays: 14, defaultEstimatedDays: 7 };

// Issue 15 item 4 (decision relay-storage-settings): the storage limits are system settings the
// relay owns. Over RPC, with the running service: a changed limit applies to the next sweep and
// check-in without a restart; only an admin changes them; each change is audited once.
describe('relay storage settings over RPC', () => {
  const suite = relaySuite('settings', { RELAY_SWEEP_EVERY_MS: '0' });
  const { call } = suite;
  const admin = userOf('admin');
  const staff = userOf('relay_staff');
  const sender = userOf();
  let redis: Redis;
  let queues: StorageExpiryQueues;
  let pointId: string;

  const checkIn = async (): Promise<StoredPackageDetail> => {
    const shipment = await call(sender, createShipmentRpc, {
      fromLocation: 'Atlanta, United States',
      toLocation: 'London, United Kingdom',
      weight: 1,
      weightUnit: 'kg',
      size: 'small',
      contents: 'A box of letters',
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
    return eventually(() =>
      call(staff, relayCheckInRpc, {
        relayPointId: pointId,
        trackingCode: shipment.trackingNumber,
        requestId: randomUUID(),
      }),
    );
  };
  const settingAudits = async () =>
    (await call(admin, staffAuditListRpc('relay'), { action: 'setting.changed', limit: 50 })).items;

  beforeAll(async () => {
    redis = new Redis(testUrls.redis(), { maxRetriesPerRequest: null });
    queues = new StorageExpiryQueues(redis, subjectPrefix());
    const point = await call(admin, adminCreateRelayPointRpc, {
      name: 'Settings Relay',
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
  });
  afterAll(async () => {
    await queues?.close();
    redis?.disconnect();
  });

  it('starts at the spec defaults; finance reads them, and a signed-out visitor reads the limits in force', async () => {
    expect(await call(admin, relayGetSettingsRpc, {})).toEqual(DEFAULTS);
    expect(await call(userOf('finance'), relayGetSettingsRpc, {})).toEqual(DEFAULTS);
    expect(await call(null, relayPublicStorageLimitsRpc, {})).toEqual(DEFAULTS);
    await expect(call(null, relayGetSettingsRpc, {})).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('a non-admin staff role gets 403 and nothing changes or is audited', async () => {
    for (const role of ['finance', 'moderator', 'support'] as const)
      await expect(call(userOf(role), relayUpdateSettingsRpc, { nearLimitDays: 3 })).rejects.toMatchObject({
        kind: 'forbidden',
      });
    await expect(call(staff, relayUpdateSettingsRpc, { nearLimitDays: 3 })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(await call(admin, relayGetSettingsRpc, {})).toEqual(DEFAULTS);
    expect(await settingAudits()).toEqual([]);
  });

  it('an out-of-range value is a validation error naming the field, and nothing is stored', async () => {
    await expect(call(admin, relayUpdateSettingsRpc, { expiredDays: 500 })).rejects.toMatchObject({
      code: 'RELAY.SETTING_INVALID',
      kind: 'validation',
      fieldErrors: [{ field: 'expiredDays', message: 'expiredDays must be between 2 and 180' }],
    });
    await expect(call(admin, relayUpdateSettingsRpc, { nearLimitDays: 20 })).rejects.toMatchObject({
      fieldErrors: [{ field: 'nearLimitDays', message: 'expiredDays must be greater than nearLimitDays' }],
    });
    expect(await call(admin, relayGetSettingsRpc, {})).toEqual(DEFAULTS);
    expect(await settingAudits()).toEqual([]);
  });

  it('a changed limit applies to the next sweep and check-in without a restart; audited once with from/to', async () => {
    const stored = await checkIn();
    expect(stored.estimatedStorageDays).toBe(7);
    const storedAt = Date.parse(stored.storedAt);
    const history = async () =>
      (await call(staff, relayGetPackageRpc, { relayPointId: pointId, packageId: stored.id })).history.map(
        (h) => h.action,
      );
    // At 4 days nothing is due under the defaults.
    await queues.sweepAt(new Date(storedAt + 4 * DAY));
    await eventually(async () => {
      const c = await queues.sweep.getJobCounts('completed');
      expect(c.completed).toBeGreaterThanOrEqual(1);
    }, 30_000);
    expect(await history()).toEqual(['checked_in']);

    const change = { nearLimitDays: 3, expiredDays: 5, defaultEstimatedDays: 2 };
    expect(await call(admin, relayUpdateSettingsRpc, change)).toEqual(change);
    // A retried request (same values) changes nothing and adds no audit row.
    expect(await call(admin, relayUpdateSettingsRpc, change)).toEqual(change);
    const audits = await settingAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      adminUserId: admin.userId,
      entityType: 'system_setting',
      details: {
        nearLimitDays: { from: 10, to: 3 },
        expiredDays: { from: 14, to: 5 },
        defaultEstimatedDays: { from: 7, to: 2 },
      },
    });

    await queues.sweepAt(new Date(storedAt + 4 * DAY + 1));
    await eventually(async () => expect(await history()).toEqual(['checked_in', 'near_limit']), 30_000);
    await queues.sweepAt(new Date(storedAt + 5 * DAY));
    await eventually(async () => expect(await history()).toEqual(['checked_in', 'near_limit', 'expired']), 30_000);

    expect((await checkIn()).estimatedStorageDays).toBe(2);
    // The public relay-points page states the limits in force, not the defaults.
    expect(await call(null, relayPublicStorageLimitsRpc, {})).toEqual(change);
  });
});
