import type { AchievementView, UserStats } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { BADGE_CATALOGUE } from '../../domain/achievement/badge-catalogue.js';

interface StatsRow {
  total_shipments_sent: number;
  total_shipments_delivered: number;
  total_countries_shipped_to: number;
  total_countries_delivered_to: number;
  total_earnings: Record<string, number>;
  total_reviews_received: number;
  average_rating: string | null;
  perfect_deliveries: number;
  fast_deliveries: number;
  consecutive_on_time_deliveries: number;
  last_updated: Date | null;
}

/**
 * A person's stats. `withPrivate` adds the private ones (earnings, last update): only for the
 * person themselves or finance staff (decision private-figures-and-claimed-ids).
 */
export async function userStatsOf(db: Queryable, userId: string, withPrivate: boolean): Promise<UserStats> {
  const { rows } = await db.query<StatsRow>('SELECT * FROM user_stats WHERE user_id = $1', [userId]);
  const r = rows[0];
  const stats: UserStats = {
    userId,
    totalShipmentsSent: r?.total_shipments_sent ?? 0,
    totalShipmentsDelivered: r?.total_shipments_delivered ?? 0,
    totalCountriesShippedTo: r?.total_countries_shipped_to ?? 0,
    totalCountriesDeliveredTo: r?.total_countries_delivered_to ?? 0,
    totalReviewsReceived: r?.total_reviews_received ?? 0,
    averageRating: r?.average_rating == null ? null : Number(r.average_rating),
    perfectDeliveries: r?.perfect_deliveries ?? 0,
    fastDeliveries: r?.fast_deliveries ?? 0,
    consecutiveOnTimeDeliveries: r?.consecutive_on_time_deliveries ?? 0,
  };
  if (!withPrivate) return stats;
  return {
    ...stats,
    totalEarnings: Object.fromEntries(Object.entries(r?.total_earnings ?? {}).map(([k, v]) => [k, Number(v)])),
    lastUpdated: r?.last_updated?.toISOString() ?? null,
  };
}

/**
 * Every badge of the catalogue with the person's progress, unlocked first; plus their stats
 * (the private ones only `withPrivate`) and points.
 */
export async function userAchievements(db: Queryable, userId: string, withPrivate: boolean) {
  const [stats, { rows }] = await Promise.all([
    userStatsOf(db, userId, withPrivate),
    db.query<{ badge_id: string; progress: number; is_completed: boolean; unlocked_at: Date | null }>(
      'SELECT badge_id, progress, is_completed, unlocked_at FROM user_achievements WHERE user_id = $1 AND displayed',
      [userId],
    ),
  ]);
  const byBadge = new Map(rows.map((r) => [r.badge_id, r]));
  const achievements: AchievementView[] = BADGE_CATALOGUE.map((badge) => {
    const r = byBadge.get(badge.id);
    return {
      badge,
      progress: r?.progress ?? 0,
      maxProgress: badge.requirements.threshold,
      isCompleted: r?.is_completed ?? false,
      unlockedAt: r?.unlocked_at?.toISOString() ?? null,
    };
  }).sort((a, b) => Number(b.isCompleted) - Number(a.isCompleted));
  const points = achievements.filter((a) => a.isCompleted).reduce((sum, a) => sum + a.badge.pointsValue, 0);
  return { stats, points, achievements };
}
