import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TravelerProfile } from './types';
import { travelerKeys } from './traveler-keys';

/** GET /api/travelers/:id: rating, delivery stats and trip history. */
export function getTravelerProfile(userId: string, signal?: AbortSignal): Promise<TravelerProfile> {
  return api.get<TravelerProfile>(`/api/travelers/${encodeURIComponent(userId)}`, signal);
}

export const travelerProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: travelerKeys.profile(userId),
    queryFn: ({ signal }) => getTravelerProfile(userId, signal),
  });

export function useTravelerProfile(userId: string) {
  return useQuery(travelerProfileQueryOptions(userId));
}
