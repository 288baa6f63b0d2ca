import { randomUUID } from 'node:crypto';
import { createPool, EventStore, handleCommand, ProjectionRunner, runMigrations } from '@oneway/eventstore';
import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { userStatsProjection } from '../src/application/projections/user-stats.projection.js';
import { shipmentDecider, shipmentStreamId } from '../src/domain/shipment/shipment.decider.js';
import { newTrackingNumber } from '../src/infrastructure/ids/tracking-number.js';
import { marketplaceMigrations } from '../src/infrastructure/persistence/read-models.migration.js';
import { listing } from './support/marketplace-fixtures.js';
import { daysFromToday } from './support/marketplace-e2e.js';

// A run of listed shipments is applied to user_stats and user_achievements in a few statements
// (not seven per event). Whatever the batch size, the rows must be those of applying the events
// one at a time: the same counts, and each badge unlocked at the listing that reached it.

describe('user stats from listed shipments, in batches', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;
  const destinations = ['Lagos, Nigeria', 'Toronto, Canada', 'Lagos, Nigeria', 'New York, United States'];
  const sender = randomUUID();
  const other = randomUUID();
  /** When each of the sender's listings happened, in order. */
  const listedAt: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('marketplace_user_stats_batches');
    await runMigrations(db.url, marketplaceMigrations);
    pool = createPool(db.url, 5);
    store = new EventStore(pool);
    const start = Date.parse('2026-11-20T10:00:00Z');
    for (let i = 0; i < 12; i++) {
      for (const senderId of i % 3 === 0 ? [sender, other] : [sender]) {
        const shipmentId = randomUUID();
        const to = destinations[i % destinations.length]!;
        const now = new Date(start + i * 60_000);
        await handleCommand(
          store,
          shipmentDecider,
          shipmentStreamId(shipmentId),
          {
            type: 'create_shipment',
            shipmentId,
            senderId,
            trackingNumber: newTrackingNumber(),
            listing: listing({
              toLocation: to,
              receiverCity: to.split(', ')[0]!,
              receiverCountry: to.split(', ')[1]!,
              earliestPickupDate: daysFromToday(2),
              latestDeliveryDate: daysFromToday(20),
            }),
          },
          { correlationId: 'batches', causationId: null, actorId: senderId, now },
        );
        if (senderId === sender) listedAt.push(now.toISOString());
      }
    }
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const rows = async () => ({
    stats: (await pool.query('SELECT * FROM user_stats ORDER BY user_id')).rows,
    countries: (await pool.query('SELECT * FROM user_stats_countries ORDER BY user_id, country')).rows,
    shipments: (await pool.query('SELECT * FROM user_stats_shipments ORDER BY shipment_id')).rows,
    badges: (await pool.query('SELECT * FROM user_achievements ORDER BY user_id, badge_id')).rows,
  });

  async function projectWithBatchesOf(batchSize: number) {
    await pool.query(
      'TRUNCATE user_stats, user_stats_shipments, user_stats_countries, user_achievements, es_checkpoints',
    );
    const runner = new ProjectionRunner({ pool, projections: [userStatsProjection], batchSize });
    while ((await runner.runOnce()) > 0);
    return rows();
  }

  it('one event at a time: counts, countries and each badge unlocked at the listing that reached it', async () => {
    const one = await projectWithBatchesOf(1);
    const mine = one.stats.find((s) => s.user_id === sender)!;
    expect(mine).toMatchObject({ total_shipments_sent: 12, total_countries_shipped_to: 3 });
    expect(mine.last_updated.toISOString()).toBe(listedAt[11]);
    const badge = (id: string) => one.badges.find((b) => b.user_id === sender && b.badge_id === id)!;
    expect(badge('first-shipment').unlocked_at.toISOString()).toBe(listedAt[0]);
    // Lagos, Toronto, Lagos, New York: the third country is the fourth listing.
    expect(badge('world-shipper').unlocked_at.toISOString()).toBe(listedAt[3]);
    expect(badge('frequent-shipper').unlocked_at.toISOString()).toBe(listedAt[9]);
    expect(one.stats.find((s) => s.user_id === other)).toMatchObject({
      total_shipments_sent: 4,
      total_countries_shipped_to: 3,
    });
    expect(one.shipments).toHaveLength(16);
  });

  it.each([3, 7, 500])('batches of %i give exactly the rows of one event at a time', async (size) => {
    const one = await projectWithBatchesOf(1);
    expect(await projectWithBatchesOf(size)).toEqual(one);
  });
});
