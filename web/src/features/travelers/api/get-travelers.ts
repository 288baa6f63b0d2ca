import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, TravelerFilters, TravelerTrip } from './types';
import { travelerKeys } from './traveler-keys';

/** Trip lists sit under the trips key so a trip approval refreshes them. */

/** GET /api/travelers: upcoming active trips of other travelers. */
export function getTravelers(filters: TravelerFilters, signal?: AbortSignal): Promise<Page<TravelerTrip>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return api.get<Page<TravelerTrip>>(`/api/travelers?${query}`, signal);
}

export const travelersQueryOptions = (filters: TravelerFilters) =>
  queryOptions({
    queryKey: travelerKeys.listFiltered(filters),
    queryFn: ({ signal }) => getTravelers(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useTravelers(filters: TravelerFilters) {
  return useQuery(travelersQueryOptions(filters));
}
