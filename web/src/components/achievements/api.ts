import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { achievementKeys } from './achievement-keys';

// Shapes of GET /api/achievements and /api/users/:id/achievements (libs/contracts/src/rpc/achievement.rpc.ts).

export type BadgeTier = 'bronze' | 'silver' | 'gold' | 'platinum';

export type Achievement = {
  badge: {
    id: string;
    name: string;
    description: string;
    category: 'sender' | 'traveler' | 'community';
    icon: string;
    tier: BadgeTier;
    requirements: { metric: string; threshold: number };
    pointsValue: number;
  };
  progress: number;
  maxProgress: number;
  isCompleted: boolean;
  unlockedAt: string | null;
};

/** What anyone signed in reads of a person (a profile): badges and counts. */
type PublicUserStats = {
  totalShipmentsSent: number;
  totalShipmentsDelivered: number;
  totalCountriesShippedTo: number;
  totalCountriesDeliveredTo: number;
  totalReviewsReceived: number;
  averageRating: number | null;
  perfectDeliveries: number;
  fastDeliveries: number;
  consecutiveOnTimeDeliveries: number;
};

/** My own stats add what only I (and finance staff) may read: my earnings. */
export type UserStats = PublicUserStats & { totalEarnings: Record<string, number> };

export type Achievements = { stats: UserStats; points: number; achievements: Achievement[] };
type PublicAchievements = { stats: PublicUserStats; points: number; achievements: Achievement[] };

/** Mine without a user id (with my earnings); someone else's (a profile) with one: no earnings. */
export function useAchievements(): UseQueryResult<Achievements>;
export function useAchievements(userId: string | undefined): UseQueryResult<PublicAchievements>;
export function useAchievements(userId?: string): UseQueryResult<PublicAchievements> {
  return useQuery({
    queryKey: achievementKeys.of(userId),
    queryFn: ({ signal }) =>
      api.get<Achievements | PublicAchievements>(
        userId ? `/api/users/${encodeURIComponent(userId)}/achievements` : '/api/achievements',
        signal,
      ),
  });
}
