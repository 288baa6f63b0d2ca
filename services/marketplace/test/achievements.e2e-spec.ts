import { randomUUID } from 'node:crypto';
import {
  createShipmentRpc,
  escrowClaimSettledV1,
  escrowFrozenV1,
  escrowReleasedV1,
  getShipmentRpc,
  shipmentTrackingRpc,
  submitReviewRpc,
  userAchievementsRpc,
} from '@oneway/contracts';
import { eventually, shipmentRequestBody } from '@oneway/testing';
import { userOf } from './support/marketplace-e2e.js';
import { marketplaceSuite } from './support/marketplace-suite.js';
import { shipmentBetween } from './support/shipment-between.js';

// Achievements and user stats are projections of events: the first delivery unlocks a badge
// once (an event messaging notifies on), and a rebuild from the event store gives the same rows.

describe('user stats and achievements', () => {
  const suite = marketplaceSuite('marketplace_achievements');
  const { call } = suite;
  const sender = userOf();
  const traveler = userOf();

  const deliveredShipment = () => shipmentBetween(suite, sender, traveler);

  const unlockEvents = async (userId: string) =>
    (
      await suite.service.ctx.pool.query<{ badge: string }>(
        `SELECT data->>'badgeId' AS badge FROM es_events WHERE type = 'marketplace.achievement.unlocked' AND data->>'userId' = $1 ORDER BY position`,
        [userId],
      )
    ).rows.map((r) => r.badge);

  it('the first delivery unlocks First Delivery once, with an unlock event; a 5-star review unlocks Five-Star Traveler; stats count both', async () => {
    const shipmentId = await deliveredShipment();
    await eventually(async () => expect(await unlockEvents(traveler.userId)).toEqual(['first-delivery']));
    expect(await unlockEvents(sender.userId)).toEqual(['first-shipment']);

    await call(sender, submitReviewRpc, { shipmentId, overallRating: 5, communicationRating: 5, reliabilityRating: 5 });
    await call(traveler, submitReviewRpc, {
      shipmentId,
      overallRating: 4,
      communicationRating: 4,
      reliabilityRating: 4,
    });
    await eventually(async () => expect(await unlockEvents(traveler.userId)).toEqual(['first-delivery', 'five-star']));

    const mine = await call(traveler, userAchievementsRpc, { userId: traveler.userId });
    expect(mine.stats).toMatchObject({
      totalShipmentsDelivered: 1,
      totalCountriesDeliveredTo: 1,
      totalReviewsReceived: 1,
      averageRating: 5,
      perfectDeliveries: 1,
      fastDeliveries: 1,
      consecutiveOnTimeDeliveries: 1,
    });
    expect(mine.achievements.find((a) => a.badge.id === 'first-delivery')).toMatchObject({
      progress: 1,
      maxProgress: 1,
      isCompleted: true,
    });
    expect(mine.achievements.find((a) => a.badge.id === 'delivery-pro')).toMatchObject({
      progress: 1,
      maxProgress: 10,
      isCompleted: false,
      unlockedAt: null,
    });
    expect(mine.points).toBe(25);
    await eventually(async () => {
      const { rows } = await suite.service.ctx.pool.query(
        `SELECT badge_id, notified FROM user_achievements WHERE user_id = $1 AND is_completed ORDER BY badge_id`,
        [traveler.userId],
      );
      expect(rows).toEqual([
        { badge_id: 'first-delivery', notified: true },
        { badge_id: 'five-star', notified: true },
      ]);
    });

    // A second delivery never raises First Delivery again.
    await deliveredShipment();
    await eventually(async () =>
      expect(
        (await call(traveler, userAchievementsRpc, { userId: traveler.userId })).stats.totalShipmentsDelivered,
      ).toBe(2),
    );
    expect(await unlockEvents(traveler.userId)).toEqual(['first-delivery', 'five-star']);
  });

  it("a person's earnings are theirs: another user sees the badges and counts but no earnings; the owner and finance staff see them", async () => {
    const earner = userOf();
    const shipmentSender = userOf();
    const shipmentId = await shipmentBetween(suite, shipmentSender, earner);
    const shipment = await call(earner, getShipmentRpc, { shipmentId });
    // Payments released the escrow: the shipment completes and the traveler has earned its price.
    await suite.publish(escrowReleasedV1, {
      paymentId: randomUUID(),
      shipmentId,
      senderId: shipmentSender.userId,
      travelerId: earner.userId,
      amount: shipment.paymentAmount,
      currency: shipment.currency,
    });
    const earned = { [shipment.currency]: shipment.paymentAmount };
    await eventually(async () =>
      expect((await call(earner, userAchievementsRpc, { userId: earner.userId })).stats.totalEarnings).toEqual(earned),
    );
    const own = await call(earner, userAchievementsRpc, { userId: earner.userId });
    expect(own.stats.lastUpdated).toEqual(expect.any(String));

    // Anyone else (a profile visitor) gets the public part only.
    for (const visitor of [userOf(), userOf('moderator'), shipmentSender]) {
      const seen = await call(visitor, userAchievementsRpc, { userId: earner.userId });
      expect(seen.stats).not.toHaveProperty('totalEarnings');
      expect(seen.stats).not.toHaveProperty('lastUpdated');
      expect(seen.stats).toMatchObject({ userId: earner.userId, totalShipmentsDelivered: 1 });
      expect(seen.points).toBe(own.points);
      expect(seen.achievements.filter((a) => a.isCompleted).map((a) => a.badge.id)).toEqual(['first-delivery']);
    }
    // Finance staff read a person's earnings.
    const finance = await call(userOf('finance'), userAchievementsRpc, { userId: earner.userId });
    expect(finance.stats.totalEarnings).toEqual(earned);
  });

  it('a traveler earns what the escrow held, in its currency, though the listing was edited after payment started', async () => {
    const earner = userOf();
    const shipmentSender = userOf();
    // Listed at 35.00 GBP, edited to 90.00 CAD while a 3-D Secure charge of 35.00 GBP was open.
    const shipmentId = await shipmentBetween(suite, shipmentSender, earner, 'delivered', {
      paymentAmount: 9000,
      currency: 'CAD',
    });
    await suite.publish(escrowReleasedV1, {
      paymentId: randomUUID(),
      shipmentId,
      senderId: shipmentSender.userId,
      travelerId: earner.userId,
      amount: 3500,
      currency: 'GBP',
    });
    await eventually(async () =>
      expect((await call(earner, userAchievementsRpc, { userId: earner.userId })).stats.totalEarnings).toEqual({
        GBP: 3500,
      }),
    );
  });

  it('a claim settled with a full refund leaves the traveler nothing of that shipment in their earnings and a partial one only their share, whether the delivery had released the escrow first or not; the timeline says the claim was settled', async () => {
    const earner = userOf();
    const settle = async (
      outcome: 'full_refund' | 'partial_refund',
      travelerAmount: number,
      releasedFirst: boolean,
    ) => {
      const shipmentSender = userOf();
      const shipmentId = await shipmentBetween(suite, shipmentSender, earner);
      const ref = { paymentId: randomUUID(), shipmentId, senderId: shipmentSender.userId };
      if (releasedFirst) {
        // Delivery released the escrow to the traveler's pending earnings; the claim came after.
        await suite.publish(escrowReleasedV1, { ...ref, travelerId: earner.userId, amount: 3500, currency: 'GBP' });
        await eventually(async () =>
          expect((await call(earner, userAchievementsRpc, { userId: earner.userId })).stats.totalEarnings).toEqual({
            GBP: 3500,
          }),
        );
      }
      const claimId = randomUUID();
      await suite.publish(escrowFrozenV1, { ...ref, claimId });
      await suite.publish(escrowClaimSettledV1, {
        ...ref,
        claimId,
        travelerId: earner.userId,
        outcome,
        refundAmount: 3500 - travelerAmount,
        travelerAmount,
        insurancePayout: 0,
        currency: 'GBP',
        reason: 'Damaged in transit',
        resolvedBy: randomUUID(),
        refundId: null,
      });
      // Settled: completed again, and the timeline says so rather than that the traveler was paid.
      await eventually(async () =>
        expect((await call(shipmentSender, shipmentTrackingRpc, { shipmentId })).entries.at(-1)).toMatchObject({
          status: 'completed',
          notes: 'Completed; the claim was settled',
        }),
      );
    };
    await settle('full_refund', 0, true);
    await settle('partial_refund', 1200, false);
    await eventually(async () =>
      expect((await call(earner, userAchievementsRpc, { userId: earner.userId })).stats).toMatchObject({
        totalShipmentsDelivered: 2,
        totalEarnings: { GBP: 1200 },
      }),
    );
  });

  it('a burst of listings by one sender raises First Shipment and Frequent Shipper once each, however the consumer groups them', async () => {
    const burst = userOf();
    await Promise.all(Array.from({ length: 12 }, () => call(burst, createShipmentRpc, shipmentRequestBody())));
    await eventually(async () =>
      expect(await unlockEvents(burst.userId)).toEqual(expect.arrayContaining(['first-shipment', 'frequent-shipper'])),
    );
    await eventually(async () => {
      const { rows } = await suite.service.ctx.pool.query(
        `SELECT count(*)::int AS n FROM es_inbox i JOIN es_events e ON e.id = i.event_id
          WHERE i.consumer = 'marketplace-achievement-unlocks' AND e.data->>'senderId' = $1`,
        [burst.userId],
      );
      expect(rows[0].n).toBe(12);
    });
    expect((await unlockEvents(burst.userId)).sort()).toEqual(['first-shipment', 'frequent-shipper']);
  });

  it('replay: user_stats and user_achievements emptied and rebuilt from the event store equal the live ones', async () => {
    const pool = suite.service.ctx.pool;
    const snapshot = async () => ({
      stats: (await pool.query('SELECT * FROM user_stats ORDER BY user_id')).rows,
      achievements: (await pool.query('SELECT * FROM user_achievements ORDER BY user_id, badge_id')).rows,
    });
    // The live rows once the projection applied every event so far (the unlock events too).
    const { rows: last } = await pool.query<{ p: string }>('SELECT max(position) AS p FROM es_events');
    await suite.service.ctx.projections.waitFor('marketplace.user_stats', Number(last[0]!.p), 30_000);
    const live = await snapshot();
    expect(live.stats.length).toBeGreaterThanOrEqual(2);
    expect(live.achievements.length).toBeGreaterThan(10);

    await pool.query('TRUNCATE user_stats, user_achievements, user_stats_shipments, user_stats_countries');
    expect((await snapshot()).stats).toEqual([]);
    await suite.service.ctx.projections.rebuild('marketplace.user_stats');
    expect(await snapshot()).toEqual(live);
  });
});
