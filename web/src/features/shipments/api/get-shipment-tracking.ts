import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShipmentTracking } from './types';
import { shipmentKeys } from './shipment-keys';

export function getShipmentTracking(id: string, signal?: AbortSignal): Promise<ShipmentTracking> {
  return api.get<ShipmentTracking>(`/api/shipments/${encodeURIComponent(id)}/tracking`, signal);
}

export const shipmentTrackingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: shipmentKeys.tracking(id),
    queryFn: ({ signal }) => getShipmentTracking(id, signal),
  });

export function useShipmentTracking(id: string) {
  return useQuery(shipmentTrackingQueryOptions(id));
}
