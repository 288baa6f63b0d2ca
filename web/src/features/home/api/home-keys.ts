import { queryRoots } from '@/lib/query-keys';

/** Every query key of the signed-in home (TanStack Query), from one factory; roots are the owning resources'. */
export const homeKeys = {
  availableTravelers: [...queryRoots.trips, 'travelers', 'home'] as const,
  travelerSummary: (userId: string) => [...queryRoots.travelers, 'summary', userId] as const,
  recentActivity: [...queryRoots.shipments, 'home-activity'] as const,
  fullActivity: [...queryRoots.shipments, 'full-activity'] as const,
};
