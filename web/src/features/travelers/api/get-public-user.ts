import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { PublicUser } from './types';
import { travelerKeys } from './traveler-keys';

/** GET /api/users/:id/public: name, country and verification of another user (no contact details). */
export function getPublicUser(userId: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get<PublicUser>(`/api/users/${encodeURIComponent(userId)}/public`, signal);
}

export const publicUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: travelerKeys.publicUser(userId),
    queryFn: ({ signal }) => getPublicUser(userId, signal),
    staleTime: PROFILE_STALE_TIME_MS,
  });

export function usePublicUser(userId: string) {
  return useQuery(publicUserQueryOptions(userId));
}
