import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shipmentsKey } from './get-my-shipments';
import type { ShipmentTracking } from './types';

export function getShipmentTracking(id: string, signal?: AbortSignal): Promise<ShipmentTracking> {
  return api.get<ShipmentTracking>(`/api/shipments/${encodeURIComponent(id)}/tracking`, signal);
}

export const shipmentTrackingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...shipmentsKey, 'detail', id, 'tracking'],
    queryFn: ({ signal }) => getShipmentTracking(id, signal),
  });

export function useShipmentTracking(id: string) {
  return useQuery(shipmentTrackingQueryOptions(id));
}
