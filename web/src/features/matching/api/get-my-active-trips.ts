import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MyTrip, Page } from './types';

/** GET /api/trips?status=active: the trips I can show interest with (keyed under 'trips' so trip changes refresh it). */
export function getMyActiveTrips(signal?: AbortSignal): Promise<Page<MyTrip>> {
  return api.get<Page<MyTrip>>('/api/trips?status=active&pageSize=100', signal);
}

export const myActiveTripsQueryOptions = () =>
  queryOptions({
    queryKey: ['trips', 'mine', 'active-for-interest'],
    queryFn: ({ signal }) => getMyActiveTrips(signal),
  });

export function useMyActiveTrips() {
  return useQuery(myActiveTripsQueryOptions());
}
