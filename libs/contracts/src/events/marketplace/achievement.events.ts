import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

export const badgeTierSchema = z.enum(['bronze', 'silver', 'gold', 'platinum']);
export type BadgeTier = z.infer<typeof badgeTierSchema>;

/**
 * A person reached a badge's requirement (spec §3 user_achievements). Raised once per person
 * and badge; messaging turns it into a notification.
 */
export const achievementUnlockedV1 = defineEvent({
  type: 'marketplace.achievement.unlocked',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    badgeId: z.string().min(1),
    badgeName: z.string().min(1),
    tier: badgeTierSchema,
  }),
});

export const marketplaceAchievementEvents = [achievementUnlockedV1] as const;
