import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { PublicProfileDto } from '@oneway/contracts';
import type { TravelerSummary } from './types';
import { homeKeys } from './home-keys';

/**
 * A traveler's name and photo (identity: GET /api/users/:id/public) and rating (marketplace:
 * GET /api/travelers/:id) for a home card; a rating that fails to load shows as none.
 */
export async function getTravelerSummary(userId: string, signal?: AbortSignal): Promise<TravelerSummary> {
  const id = encodeURIComponent(userId);
  const [user, profile] = await Promise.all([
    api.get<PublicProfileDto>(`/api/users/${id}/public`, signal),
    api
      .get<Pick<TravelerSummary, 'rating'>>(`/api/travelers/${id}`, signal)
      .catch((): Pick<TravelerSummary, 'rating'> => ({ rating: null })),
  ]);
  return {
    fullName: user.fullName,
    username: user.username,
    profileImage: user.profileImage ?? null,
    rating: profile.rating,
  };
}

export const travelerSummaryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: homeKeys.travelerSummary(userId),
    queryFn: ({ signal }) => getTravelerSummary(userId, signal),
    staleTime: PROFILE_STALE_TIME_MS,
  });

export function useTravelerSummary(userId: string) {
  return useQuery(travelerSummaryQueryOptions(userId));
}
