import { applyInRuns, type Projection, type StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';
import { badgeRows, METRIC_COLUMNS, statsOf, upsertBadges } from './user-achievements.rows.js';
import { applyListed } from './user-stats-listed.js';
import { reviewsProjection } from './reviews.projection.js';

type Data = Record<string, unknown> & {
  shipmentId: string;
  senderId: string;
  travelerId: string;
  toLocation: string;
  paymentAmount: number;
  currency: string;
  details?: { latestDeliveryDate?: string };
};
type PublishedReview = { toUserId: string; reviewType: string; overallRating: number };

const FAST_MS = 3 * 86_400_000;

async function bump(tx: pg.PoolClient, userId: string, set: string, params: unknown[], at: string) {
  await tx.query(
    `INSERT INTO user_stats (user_id, last_updated) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET last_updated = $2`,
    [userId, at],
  );
  await tx.query(`UPDATE user_stats SET ${set} WHERE user_id = $1`, [userId, ...params]);
}

async function addCountry(tx: pg.PoolClient, userId: string, role: 'sent' | 'delivered', country: string) {
  await tx.query('INSERT INTO user_stats_countries VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    userId,
    role,
    country,
  ]);
  const column = role === 'sent' ? 'total_countries_shipped_to' : 'total_countries_delivered_to';
  await tx.query(
    `UPDATE user_stats SET ${column} = (SELECT count(*) FROM user_stats_countries WHERE user_id = $1 AND role = $2) WHERE user_id = $1`,
    [userId, role],
  );
}

/** Every badge's progress for one person; a badge reached now is unlocked at this event's time, once. */
async function refreshAchievements(tx: pg.PoolClient, userId: string, at: string) {
  const { rows } = await tx.query<Record<string, number>>(
    `SELECT ${Object.values(METRIC_COLUMNS).join(', ')} FROM user_stats WHERE user_id = $1`,
    [userId],
  );
  if (rows[0]) await upsertBadges(tx, badgeRows(userId, statsOf(rows[0]), at));
}

async function reviewCounts(tx: pg.PoolClient, r: PublishedReview, sign: 1 | -1, at: string) {
  const perfect = r.reviewType === 'shipper_to_traveler' && r.overallRating === 5 ? sign : 0;
  await bump(
    tx,
    r.toUserId,
    `total_reviews_received = total_reviews_received + $2, rating_sum = rating_sum + $3,
     perfect_deliveries = perfect_deliveries + $4,
     average_rating = CASE WHEN total_reviews_received + $2 > 0
       THEN round((rating_sum + $3)::numeric / (total_reviews_received + $2), 1) END`,
    [sign, sign * r.overallRating, perfect],
    at,
  );
}

/**
 * `user_stats` (spec §3) and `user_achievements` (progress of every badge of the catalogue),
 * from shipment and review events only, so a rebuild replays to the same rows.
 */
export const userStatsProjection: Projection = {
  name: 'marketplace.user_stats',
  // A hidden or restored review's type is read from the reviews projection's rows.
  after: [reviewsProjection.name],
  handles: [
    'marketplace.shipment.created',
    'marketplace.shipment.updated',
    'marketplace.shipment.escrow_held',
    'marketplace.shipment.picked_up',
    'marketplace.shipment.delivered',
    'marketplace.shipment.completed',
    'marketplace.review.published',
    'marketplace.review.hidden',
    'marketplace.review.restored',
    'marketplace.achievement.unlocked',
  ],
  applyBatch(events, tx) {
    return applyInRuns(
      events,
      (e) => e.type === 'marketplace.shipment.created',
      (run) => applyListed(tx, run),
      (e) => this.apply(e, tx),
    );
  },
  async apply(event: StoredEvent, tx) {
    const d = event.data as Data;
    const at = event.occurredAt;
    const touched = new Set<string>();
    switch (event.type) {
      case 'marketplace.shipment.created':
        return applyListed(tx, [event]);
      case 'marketplace.shipment.updated': {
        const details = d.details as { latestDeliveryDate: string; paymentAmount: number; currency: string };
        await tx.query(
          'UPDATE user_stats_shipments SET latest_delivery_date = $2, payment_amount = $3, currency = $4 WHERE shipment_id = $1',
          [d.shipmentId, details.latestDeliveryDate, details.paymentAmount, details.currency],
        );
        break;
      }
      // What the traveler earns is what the escrow holds (the listing follows it too).
      case 'marketplace.shipment.escrow_held':
        await tx.query('UPDATE user_stats_shipments SET payment_amount = $2, currency = $3 WHERE shipment_id = $1', [
          d.shipmentId,
          d.amount,
          d.currency,
        ]);
        break;
      case 'marketplace.shipment.picked_up':
        await tx.query('UPDATE user_stats_shipments SET picked_up_at = $2 WHERE shipment_id = $1', [d.shipmentId, at]);
        break;
      case 'marketplace.shipment.delivered': {
        const { rows } = await tx.query<{
          to_country: string;
          latest_delivery_date: string | null;
          picked_up_at: Date | null;
        }>(
          `SELECT to_country, to_char(latest_delivery_date, 'YYYY-MM-DD') AS latest_delivery_date, picked_up_at
           FROM user_stats_shipments WHERE shipment_id = $1`,
          [d.shipmentId],
        );
        const s = rows[0];
        const onTime = !s?.latest_delivery_date || at.slice(0, 10) <= s.latest_delivery_date;
        const fast = s?.picked_up_at ? Date.parse(at) - s.picked_up_at.getTime() <= FAST_MS : false;
        await bump(
          tx,
          d.travelerId,
          `total_shipments_delivered = total_shipments_delivered + 1, fast_deliveries = fast_deliveries + $2,
           consecutive_on_time_deliveries = CASE WHEN $3 THEN consecutive_on_time_deliveries + 1 ELSE 0 END`,
          [fast ? 1 : 0, onTime],
          at,
        );
        if (s) await addCountry(tx, d.travelerId, 'delivered', s.to_country);
        touched.add(d.travelerId);
        break;
      }
      case 'marketplace.shipment.completed': {
        // A claim's settlement says what the traveler was paid; otherwise they had it all. A
        // settlement after the delivery completed it replaces what that counted: the row keeps
        // what the shipment has added so far.
        const { rows } = await tx.query<{ payment_amount: string; currency: string; earned: string }>(
          'SELECT payment_amount, currency, earned FROM user_stats_shipments WHERE shipment_id = $1',
          [d.shipmentId],
        );
        const s = rows[0];
        if (!s) break;
        const earned = d.travelerEarned === undefined ? Number(s.payment_amount) : Number(d.travelerEarned);
        const change = earned - Number(s.earned);
        if (change !== 0) {
          await tx.query('UPDATE user_stats_shipments SET earned = $2 WHERE shipment_id = $1', [d.shipmentId, earned]);
          await bump(
            tx,
            d.travelerId,
            `total_earnings = jsonb_set(total_earnings, ARRAY[$2::text], to_jsonb(COALESCE((total_earnings->>$2)::bigint, 0) + $3))`,
            [s.currency, change],
            at,
          );
        }
        break;
      }
      case 'marketplace.review.published':
        for (const r of (event.data as { reviews: PublishedReview[] }).reviews) {
          await reviewCounts(tx, r, 1, at);
          touched.add(r.toUserId);
        }
        break;
      case 'marketplace.review.hidden':
      case 'marketplace.review.restored': {
        const h = event.data as { toUserId: string; overallRating: number; shipmentId: string; reviewId: string };
        const { rows } = await tx.query<{ review_type: string }>('SELECT review_type FROM reviews WHERE id = $1', [
          h.reviewId,
        ]);
        const reviewType = rows[0]?.review_type ?? 'traveler_to_shipper';
        await reviewCounts(tx, { ...h, reviewType }, event.type === 'marketplace.review.hidden' ? -1 : 1, at);
        break;
      }
      case 'marketplace.achievement.unlocked': {
        const u = event.data as { userId: string; badgeId: string };
        await tx.query('UPDATE user_achievements SET notified = true WHERE user_id = $1 AND badge_id = $2', [
          u.userId,
          u.badgeId,
        ]);
        return;
      }
    }
    for (const userId of touched) await refreshAchievements(tx, userId, at);
  },
  async reset(tx) {
    await tx.query('TRUNCATE user_stats, user_stats_shipments, user_stats_countries, user_achievements');
  },
};
