import {
  relayGetPackageRpc,
  relayGetSettingsRpc,
  relayPublicStorageLimitsRpc,
  relayUpdateSettingsRpc,
  staffAuditListRpc,
} from '@oneway/contracts';
import { eventually } from '@oneway/testing';
import { relaySuite, userOf } from './support/relay-suite.js';
import { staffedRelayPoint } from './support/staffed-relay-point.js';

const DAY = 86_400_000;
const DEFAULTS = { nearLimitDays: 10, expiredDays: 14, defaultEstimatedDays: 7 };

// Issue 15 item 4 (decision relay-storage-settings): the storage limits are system settings the
// relay owns. Over RPC, with the running service: a changed limit applies to the next sweep and
// check-in without a restart; only an admin changes them; each change is audited once.
describe('relay storage settings over RPC', () => {
  const suite = relaySuite('settings', { RELAY_SWEEP_EVERY_MS: '0' });
  const { call } = suite;
  const point = staffedRelayPoint(suite, 'Settings Relay');
  const { admin, staff } = point;
  const sender = userOf();
  const checkIn = () => point.checkIn(sender, 'A box of letters');
  const settingAudits = async () =>
    (await call(admin, staffAuditListRpc('relay'), { action: 'setting.changed', limit: 50 })).items;

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
      (await call(staff, relayGetPackageRpc, { relayPointId: point.id, packageId: stored.id })).history.map(
        (h) => h.action,
      );
    // At 4 days nothing is due under the defaults.
    await point.queues.sweepAt(new Date(storedAt + 4 * DAY));
    await eventually(async () => {
      const c = await point.queues.sweep.getJobCounts('completed');
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

    await point.queues.sweepAt(new Date(storedAt + 4 * DAY + 1));
    await eventually(async () => expect(await history()).toEqual(['checked_in', 'near_limit']), 30_000);
    await point.queues.sweepAt(new Date(storedAt + 5 * DAY));
    await eventually(async () => expect(await history()).toEqual(['checked_in', 'near_limit', 'expired']), 30_000);

    expect((await checkIn()).estimatedStorageDays).toBe(2);
    // The public relay-points page states the limits in force, not the defaults.
    expect(await call(null, relayPublicStorageLimitsRpc, {})).toEqual(change);
  });
});
