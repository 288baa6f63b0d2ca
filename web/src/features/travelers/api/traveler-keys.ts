import { queryRoots } from '@/lib/query-keys';

const list = [...queryRoots.trips, 'travelers'] as const;

/** Every query key of the travelers feature (TanStack Query), from one factory. */
export const travelerKeys = {
  list,
  listFiltered: (filters: object) => [...list, filters] as const,
  profile: (userId: string) => [...queryRoots.travelers, 'profile', userId] as const,
  publicUser: (userId: string) => [...queryRoots.users, 'public', userId] as const,
};
