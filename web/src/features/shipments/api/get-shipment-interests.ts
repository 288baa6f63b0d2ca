import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InterestView, Page } from './types';
import { shipmentKeys } from './shipment-keys';

/** GET /api/manage-interests?shipmentId=: the travelers' interests on one of my shipments. */
export function getShipmentInterests(shipmentId: string, signal?: AbortSignal): Promise<Page<InterestView>> {
  return api.get<Page<InterestView>>(
    `/api/manage-interests?shipmentId=${encodeURIComponent(shipmentId)}&pageSize=50`,
    signal,
  );
}

export const shipmentInterestsQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: shipmentKeys.interests(shipmentId),
    queryFn: ({ signal }) => getShipmentInterests(shipmentId, signal),
  });

export function useShipmentInterests(shipmentId: string, enabled = true) {
  return useQuery({ ...shipmentInterestsQueryOptions(shipmentId), enabled });
}
