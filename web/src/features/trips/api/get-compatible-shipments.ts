import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';
import type { Page, ShipmentListing } from './types';

/** GET /api/trips/:id/compatible-shipments: pending shipments my trip could carry. */
export function getCompatibleShipments(
  tripId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ShipmentListing>> {
  return api.get<Page<ShipmentListing>>(
    `/api/trips/${encodeURIComponent(tripId)}/compatible-shipments?page=${page}&pageSize=10`,
    signal,
  );
}

export const compatibleShipmentsQueryOptions = (tripId: string, page: number) =>
  queryOptions({
    queryKey: tripKeys.compatibleShipments(tripId, page),
    queryFn: ({ signal }) => getCompatibleShipments(tripId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCompatibleShipments(tripId: string, page: number, enabled: boolean) {
  return useQuery({ ...compatibleShipmentsQueryOptions(tripId, page), enabled });
}
