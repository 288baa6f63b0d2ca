import { createHash } from 'node:crypto';
import type pg from 'pg';
import { BADGE_CATALOGUE, progressOf, type StatMetric } from '../../domain/achievement/badge-catalogue.js';

export type Stats = Record<StatMetric, number>;

/** The user_stats column of each metric a badge can count. */
export const METRIC_COLUMNS: Record<StatMetric, string> = {
  totalShipmentsSent: 'total_shipments_sent',
  totalShipmentsDelivered: 'total_shipments_delivered',
  totalCountriesShippedTo: 'total_countries_shipped_to',
  totalCountriesDeliveredTo: 'total_countries_delivered_to',
  totalReviewsReceived: 'total_reviews_received',
  perfectDeliveries: 'perfect_deliveries',
  fastDeliveries: 'fast_deliveries',
  consecutiveOnTimeDeliveries: 'consecutive_on_time_deliveries',
};

/** A user_stats row (or none) as metrics. */
export function statsOf(row: Record<string, unknown> | undefined): Stats {
  return Object.fromEntries(
    Object.entries(METRIC_COLUMNS).map(([metric, column]) => [metric, Number(row?.[column] ?? 0)]),
  ) as Stats;
}

/** The row id of a person's badge: the same after a rebuild. */
function achievementId(userId: string, badgeId: string): string {
  const h = createHash('md5').update(`${userId}:${badgeId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** One person's progress on one badge; `unlockedAt` is the time it was reached, if it is. */
export interface BadgeRow {
  userId: string;
  badgeId: string;
  progress: number;
  max: number;
  unlockedAt: string | null;
}

/** Every badge's progress for one person with these stats, reached ones unlocked at `at`. */
export function badgeRows(userId: string, stats: Stats, at: string): BadgeRow[] {
  return BADGE_CATALOGUE.map((b) => {
    const progress = progressOf(b, stats);
    const max = b.requirements.threshold;
    return { userId, badgeId: b.id, progress, max, unlockedAt: progress >= max ? at : null };
  });
}

/**
 * Writes badge progress in one statement. A badge once unlocked stays unlocked, at its first
 * unlock time (a hidden review does not take a badge back).
 */
export async function upsertBadges(tx: pg.PoolClient, rows: BadgeRow[]): Promise<void> {
  if (!rows.length) return;
  await tx.query({
    name: 'marketplace_upsert_badges',
    text: `INSERT INTO user_achievements (id, user_id, badge_id, progress, max_progress, is_completed, unlocked_at)
     SELECT b.id, b.user_id, b.badge_id, b.progress, b.max_progress, b.unlocked_at IS NOT NULL, b.unlocked_at
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::int[], $6::timestamptz[])
         AS b(id, user_id, badge_id, progress, max_progress, unlocked_at)
     ON CONFLICT (user_id, badge_id) DO UPDATE SET
       progress = GREATEST(user_achievements.progress, EXCLUDED.progress),
       is_completed = user_achievements.is_completed OR EXCLUDED.is_completed,
       unlocked_at = COALESCE(user_achievements.unlocked_at, EXCLUDED.unlocked_at)`,
    values: [
      rows.map((r) => achievementId(r.userId, r.badgeId)),
      rows.map((r) => r.userId),
      rows.map((r) => r.badgeId),
      rows.map((r) => r.progress),
      rows.map((r) => r.max),
      rows.map((r) => r.unlockedAt),
    ],
  });
}
