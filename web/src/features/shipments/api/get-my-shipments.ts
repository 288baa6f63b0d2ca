import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, ShipmentStatus, ShipmentView } from './types';
import { shipmentKeys } from './shipment-keys';

export type MyShipmentsParams = {
  as?: 'sender' | 'traveler';
  status?: ShipmentStatus[];
  page?: number;
  pageSize?: number;
};

/** Every query of this feature starts with this key; mutations invalidate it. */

export function getMyShipments(params: MyShipmentsParams, signal?: AbortSignal): Promise<Page<ShipmentView>> {
  const query = new URLSearchParams();
  if (params.as) query.set('as', params.as);
  if (params.status?.length) query.set('status', params.status.join(','));
  query.set('page', String(params.page ?? 1));
  query.set('pageSize', String(params.pageSize ?? 10));
  return api.get<Page<ShipmentView>>(`/api/shipments?${query}`, signal);
}

export const myShipmentsQueryOptions = (params: MyShipmentsParams) =>
  queryOptions({
    queryKey: shipmentKeys.mine(params),
    queryFn: ({ signal }) => getMyShipments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMyShipments(params: MyShipmentsParams) {
  return useQuery(myShipmentsQueryOptions(params));
}
