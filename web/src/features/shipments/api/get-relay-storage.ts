import type { relayShipmentStorageRpc, RpcResponse } from '@oneway/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { shipmentKeys } from './shipment-keys';

/** One stay of the shipment at a relay point (relayShipmentStorageRpc). */
export type RelayStay = RelayStorage['items'][number];
type RelayStorage = RpcResponse<typeof relayShipmentStorageRpc>;
/**
 * GET /api/shipments/:id/relay-storage — the shipment's stays at relay points, for its sender
 * and traveler. Until the relay has heard of the shipment it answers 404: no stays yet.
 */
export async function getRelayStorage(shipmentId: string, signal?: AbortSignal): Promise<RelayStorage> {
  try {
    return await api.get<RelayStorage>(`/api/shipments/${encodeURIComponent(shipmentId)}/relay-storage`, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { items: [] };
    throw err;
  }
}

export function useRelayStorage(shipmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: shipmentKeys.relayStorage(shipmentId),
    queryFn: ({ signal }) => getRelayStorage(shipmentId, signal),
    enabled,
  });
}

export const relayStayPhotoPath = (shipmentId: string, photoId: string) =>
  `/api/shipments/${encodeURIComponent(shipmentId)}/relay-photos/${encodeURIComponent(photoId)}`;
