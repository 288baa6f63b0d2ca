import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShipmentView } from './types';
import { shipmentKeys } from './shipment-keys';

export function getShipment(id: string, signal?: AbortSignal): Promise<ShipmentView> {
  return api.get<ShipmentView>(`/api/shipments/${encodeURIComponent(id)}`, signal);
}

export const shipmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: shipmentKeys.detail(id), queryFn: ({ signal }) => getShipment(id, signal) });

export function useShipment(id: string) {
  return useQuery(shipmentQueryOptions(id));
}
