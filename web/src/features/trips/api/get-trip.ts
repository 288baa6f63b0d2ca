import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import type { TripPublicView, TripView } from './types';

/** The full view for its traveler and staff; the public view of an active trip for anyone else. */
export function getTrip(id: string, signal?: AbortSignal): Promise<TripView | TripPublicView> {
  return api.get<TripView | TripPublicView>(`/api/trips/${encodeURIComponent(id)}`, signal);
}

export const tripQueryOptions = (id: string) =>
  queryOptions({ queryKey: tripKeys.detail(id), queryFn: ({ signal }) => getTrip(id, signal) });

export function useTrip(id: string) {
  return useQuery(tripQueryOptions(id));
}
