import { type Decider, type EventOf, type achievementUnlockedV1 } from '@oneway/contracts';
import { badgeById } from './badge-catalogue.js';

export type AchievementEvent = EventOf<typeof achievementUnlockedV1>;

/** A person's unlocked badges: each is raised once. */
export interface Achievements {
  unlocked: readonly string[];
}

export type AchievementCommand = { type: 'unlock'; userId: string; badgeId: string };

export const achievementDecider: Decider<AchievementCommand, Achievements, AchievementEvent> = {
  initialState: () => ({ unlocked: [] }),
  evolve: (s, e) => ({ unlocked: [...s.unlocked, e.data.badgeId] }),
  decide: (c, s) => {
    const b = badgeById(c.badgeId);
    if (!b || s.unlocked.includes(c.badgeId)) return [];
    return [
      {
        type: 'marketplace.achievement.unlocked',
        data: { userId: c.userId, badgeId: b.id, badgeName: b.name, tier: b.tier },
      },
    ];
  },
};

export const achievementStreamId = (userId: string) => `achievements-${userId}`;
