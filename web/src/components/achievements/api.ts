import { useQuery } from '@tanstack/react-query';
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

export type UserStats = {
  totalShipmentsSent: number;
  totalShipmentsDelivered: number;
  totalCountriesShippedTo: number;
  totalCountriesDeliveredTo: number;
  totalEarnings: Record<string, number>;
  totalReviewsReceived: number;
  averageRating: number | null;
  perfectDeliveries: number;
  fastDeliveries: number;
  consecutiveOnTimeDeliveries: number;
};

export type Achievements = { stats: UserStats; points: number; achievements: Achievement[] };

/** Mine without a user id; someone else's (a profile) with one. */
export function useAchievements(userId?: string) {
  return useQuery({
    queryKey: achievementKeys.of(userId),
    queryFn: ({ signal }) =>
      api.get<Achievements>(
        userId ? `/api/users/${encodeURIComponent(userId)}/achievements` : '/api/achievements',
        signal,
      ),
  });
}
