import { z } from 'zod';
import { badgeTierSchema } from '../events/marketplace/achievement.events.js';
import { defineRpc } from './define-rpc.js';

// Achievements and user stats (marketplace): projections of events, read here.

export const userStatsSchema = z.object({
  userId: z.uuid(),
  totalShipmentsSent: z.number().int(),
  totalShipmentsDelivered: z.number().int(),
  totalCountriesShippedTo: z.number().int(),
  totalCountriesDeliveredTo: z.number().int(),
  /**
   * Minor units per currency, released to the person as a traveler. Private: only the person
   * and staff allowed `finance.read` get it (decision private-figures-and-claimed-ids).
   */
  totalEarnings: z.record(z.string(), z.number().int()).optional(),
  totalReviewsReceived: z.number().int(),
  /** One decimal; null before any published review. */
  averageRating: z.number().nullable(),
  perfectDeliveries: z.number().int(),
  fastDeliveries: z.number().int(),
  consecutiveOnTimeDeliveries: z.number().int(),
  /** When the stats last moved (the person's last activity): private like the earnings. */
  lastUpdated: z.string().nullable().optional(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  category: z.enum(['sender', 'traveler', 'community']),
  icon: z.string(),
  tier: badgeTierSchema,
  requirements: z.object({ metric: z.string(), threshold: z.number().int() }),
  pointsValue: z.number().int(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const achievementViewSchema = z.object({
  badge: badgeSchema,
  progress: z.number().int(),
  maxProgress: z.number().int(),
  isCompleted: z.boolean(),
  unlockedAt: z.string().nullable(),
});
export type AchievementView = z.infer<typeof achievementViewSchema>;

/**
 * GET /api/achievements (mine) and GET /api/users/:id/achievements — every badge with the
 * person's progress. Anyone signed in gets the public part (badges, points, counts); the
 * private stats (`totalEarnings`, `lastUpdated`) come only to the person and finance staff.
 */
export const userAchievementsRpc = defineRpc({
  name: 'marketplace.achievements.of_user',
  request: z.object({ userId: z.uuid() }),
  response: z.object({
    stats: userStatsSchema,
    points: z.number().int(),
    achievements: z.array(achievementViewSchema),
  }),
});
