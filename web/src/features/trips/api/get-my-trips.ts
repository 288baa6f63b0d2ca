import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, TripStatus, TripView } from './types';
import { tripKeys } from './trip-keys';

/** Every trip query starts with this key; mutations invalidate it. */

export type MyTripsParams = { status?: TripStatus[]; page?: number; pageSize?: number };

export function getMyTrips(params: MyTripsParams, signal?: AbortSignal): Promise<Page<TripView>> {
  const query = new URLSearchParams({ page: String(params.page ?? 1), pageSize: String(params.pageSize ?? 10) });
  if (params.status?.length) query.set('status', params.status.join(','));
  return api.get<Page<TripView>>(`/api/trips?${query}`, signal);
}

export const myTripsQueryOptions = (params: MyTripsParams) =>
  queryOptions({
    queryKey: tripKeys.mine(params),
    queryFn: ({ signal }) => getMyTrips(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMyTrips(params: MyTripsParams) {
  return useQuery(myTripsQueryOptions(params));
}
