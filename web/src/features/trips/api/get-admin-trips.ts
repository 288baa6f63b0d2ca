import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import type { AdminQueueTrip, Page, TripStatus } from './types';

/** GET /api/admin/trips: the staff review queue (pending_verification by default), each trip with its traveler. */
export function getAdminTrips(status: TripStatus, page: number, signal?: AbortSignal): Promise<Page<AdminQueueTrip>> {
  return api.get<Page<AdminQueueTrip>>(`/api/admin/trips?status=${status}&page=${page}&pageSize=10`, signal);
}

export const adminTripsQueryOptions = (status: TripStatus, page: number) =>
  queryOptions({
    queryKey: tripKeys.admin(status, page),
    queryFn: ({ signal }) => getAdminTrips(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminTrips(status: TripStatus, page: number) {
  return useQuery(adminTripsQueryOptions(status, page));
}
