import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CarriedShipment, Page } from './types';
import { tripKeys } from './trip-keys';

/** GET /api/shipments?as=traveler: the shipments I carry; the trip page keeps those of one trip. Keyed under 'shipments' so lifecycle steps refresh it. */
export function getCarriedShipments(signal?: AbortSignal): Promise<Page<CarriedShipment>> {
  return api.get<Page<CarriedShipment>>('/api/shipments?as=traveler&pageSize=100', signal);
}

export const carriedShipmentsQueryOptions = () =>
  queryOptions({
    queryKey: tripKeys.carriedShipments,
    queryFn: ({ signal }) => getCarriedShipments(signal),
  });

export function useCarriedShipments(enabled: boolean) {
  return useQuery({ ...carriedShipmentsQueryOptions(), enabled });
}
