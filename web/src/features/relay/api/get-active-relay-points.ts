import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { RelayPoint } from './types';

/** GET /api/relay-points — public: active points, optionally in one country and city. */
export function getActiveRelayPoints(
  filter: { country?: string; city?: string },
  signal?: AbortSignal,
): Promise<{ items: RelayPoint[] }> {
  const query = new URLSearchParams();
  if (filter.country) query.set('country', filter.country);
  if (filter.city) query.set('city', filter.city);
  return api.get<{ items: RelayPoint[] }>(`/api/relay-points?${query}`, signal);
}

export const activeRelayPointsQueryOptions = (filter: { country?: string; city?: string }) =>
  queryOptions({
    queryKey: relayKeys.active(filter),
    queryFn: ({ signal }) => getActiveRelayPoints(filter, signal),
    staleTime: 60_000,
  });

export function useActiveRelayPoints(filter: { country?: string; city?: string }, enabled = true) {
  return useQuery({ ...activeRelayPointsQueryOptions(filter), enabled });
}
