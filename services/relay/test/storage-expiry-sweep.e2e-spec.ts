import {
  relayGetPackageRpc,
  relayInventoryRpc,
  relayReturnToSenderRpc,
  type StoredPackageDetail,
} from '@oneway/contracts';
import { eventually } from '@oneway/testing';
import { relaySuite, userOf } from './support/relay-suite.js';
import { staffedRelayPoint } from './support/staffed-relay-point.js';

const DAY = 86_400_000;

describe('storage-expiry sweep on BullMQ with a controlled clock', () => {
  const suite = relaySuite('sweep', { RELAY_SWEEP_EVERY_MS: '0' });
  const { call } = suite;
  const point = staffedRelayPoint(suite, 'Midtown Relay');
  const { staff } = point;
  const sender = userOf();
  let stored: StoredPackageDetail;

  beforeAll(async () => {
    stored = await point.checkIn(sender, 'A framed photograph');
  });

  const historyOf = async () =>
    (await call(staff, relayGetPackageRpc, { relayPointId: point.id, packageId: stored.id })).history.map(
      (h) => h.action,
    );
  const storedAt = () => Date.parse(stored.storedAt);

  it('an expired package cannot be returned before the sweep or 14 days', async () => {
    await expect(
      call(staff, relayReturnToSenderRpc, { relayPointId: point.id, packageId: stored.id }),
    ).rejects.toMatchObject({ code: 'RELAY.NOT_EXPIRED', kind: 'conflict' });
  });

  it('nothing is raised at 9 days; near_limit at 10 days; expired at 14 days; each once however often the sweep runs', async () => {
    await point.queues.sweepAt(new Date(storedAt() + 9 * DAY));
    await point.queues.sweepAt(new Date(storedAt() + 10 * DAY));
    await eventually(async () => expect(await historyOf()).toEqual(['checked_in', 'near_limit']), 30_000);

    await point.queues.sweepAt(new Date(storedAt() + 11 * DAY));
    await point.queues.sweepAt(new Date(storedAt() + 14 * DAY));
    await eventually(async () => expect(await historyOf()).toEqual(['checked_in', 'near_limit', 'expired']), 30_000);

    // Later sweeps find nothing new to raise.
    await point.queues.sweepAt(new Date(storedAt() + 15 * DAY));
    await point.queues.sweepAt(new Date(storedAt() + 16 * DAY));
    const counts = await eventually(async () => {
      const c = await point.queues.sweep.getJobCounts('completed', 'waiting', 'active', 'delayed');
      expect((c.waiting ?? 0) + (c.active ?? 0) + (c.delayed ?? 0)).toBe(0);
      expect(c.completed).toBeGreaterThanOrEqual(6);
      return c;
    }, 30_000);
    expect(counts.completed).toBeGreaterThanOrEqual(6);
    expect(await historyOf()).toEqual(['checked_in', 'near_limit', 'expired']);
  });

  it('an expired package is marked for return to its sender, once', async () => {
    const returned = await call(staff, relayReturnToSenderRpc, {
      relayPointId: point.id,
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
      call(staff, relayReturnToSenderRpc, { relayPointId: point.id, packageId: stored.id }),
    ).rejects.toMatchObject({ code: 'RELAY.PACKAGE_NOT_STORED', kind: 'conflict' });
    expect((await call(staff, relayInventoryRpc, { relayPointId: point.id })).items).toEqual([]);
  });
});
