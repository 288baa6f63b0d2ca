import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MyTripsForShipment } from './types';
import { matchingKeys } from './matching-keys';

/**
 * GET /api/available-shipments/:id/my-trips: my active trips split by the server's compatibility rule
 * (the one express-interest enforces), with the reasons the others cannot carry it. Keyed
 * under 'trips' so trip changes refresh it.
 */
export function getMyTripsForShipment(shipmentId: string, signal?: AbortSignal): Promise<MyTripsForShipment> {
  return api.get<MyTripsForShipment>(`/api/available-shipments/${encodeURIComponent(shipmentId)}/my-trips`, signal);
}

export const myTripsForShipmentQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: matchingKeys.myTripsFor(shipmentId),
    queryFn: ({ signal }) => getMyTripsForShipment(shipmentId, signal),
  });

export function useMyTripsForShipment(shipmentId: string) {
  return useQuery(myTripsForShipmentQueryOptions(shipmentId));
}
