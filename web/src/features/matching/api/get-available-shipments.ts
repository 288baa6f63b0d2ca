import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AvailableShipmentFilters, Page, ShipmentListing } from './types';
import { matchingKeys } from './matching-keys';

/** Browse queries sit under the shipments key, so listing or matching a shipment refreshes them. */

/** GET /api/available-shipments: pending shipments that are not mine, filtered, newest first. */
export function getAvailableShipments(
  filters: AvailableShipmentFilters,
  signal?: AbortSignal,
): Promise<Page<ShipmentListing>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return api.get<Page<ShipmentListing>>(`/api/available-shipments?${query}`, signal);
}

export const availableShipmentsQueryOptions = (filters: AvailableShipmentFilters) =>
  queryOptions({
    queryKey: matchingKeys.availableList(filters),
    queryFn: ({ signal }) => getAvailableShipments(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAvailableShipments(filters: AvailableShipmentFilters) {
  return useQuery(availableShipmentsQueryOptions(filters));
}
