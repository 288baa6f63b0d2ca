import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matchingKeys } from './matching-keys';
import type { ShipmentListing } from './types';

/** GET /api/available-shipments/:id: one pending listing that is not mine (404 otherwise). */
export function getAvailableShipment(id: string, signal?: AbortSignal): Promise<ShipmentListing> {
  return api.get<ShipmentListing>(`/api/available-shipments/${encodeURIComponent(id)}`, signal);
}

export const availableShipmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: matchingKeys.availableDetail(id),
    queryFn: ({ signal }) => getAvailableShipment(id, signal),
  });

export function useAvailableShipment(id: string | null) {
  return useQuery({ ...availableShipmentQueryOptions(id ?? ''), enabled: !!id });
}
