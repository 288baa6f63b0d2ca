import type { RelayPointPublicView } from '@oneway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shipmentKeys } from './shipment-keys';

// The sender's choice of relay point needs only these fields of the public view.
export type RelayPointOption = Pick<RelayPointPublicView, 'id' | 'name' | 'address' | 'operatingHours'>;

/** GET /api/relay-points?country&city — the active relay points a sender may choose in one city. */
export function getRelayPointsInCity(location: string, signal?: AbortSignal): Promise<{ items: RelayPointOption[] }> {
  const comma = location.indexOf(',');
  const query = new URLSearchParams({
    city: location.slice(0, comma).trim(),
    country: location.slice(comma + 1).trim(),
  });
  return api.get<{ items: RelayPointOption[] }>(`/api/relay-points?${query}`, signal);
}

export const relayPointsInCityQueryOptions = (location: string) =>
  queryOptions({
    queryKey: shipmentKeys.relayPointsIn(location),
    queryFn: ({ signal }) => getRelayPointsInCity(location, signal),
    staleTime: 60_000,
  });

export function useRelayPointsInCity(location: string) {
  return useQuery({ ...relayPointsInCityQueryOptions(location), enabled: location.includes(',') });
}
