import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { shipmentKeys } from './shipment-keys';

export type RelayStay = {
  packageId: string;
  leg: 'origin' | 'destination';
  relayPointName: string;
  status: 'stored' | 'released' | 'returned';
  condition: 'good' | 'fair' | 'damaged';
  conditionNotes: string | null;
  photos: string[];
  storedAt: string;
};

/**
 * GET /api/shipments/:id/relay-storage — the shipment's stays at relay points, for its sender
 * and traveler. Until the relay has heard of the shipment it answers 404: no stays yet.
 */
export async function getRelayStorage(shipmentId: string, signal?: AbortSignal): Promise<{ items: RelayStay[] }> {
  try {
    return await api.get<{ items: RelayStay[] }>(
      `/api/shipments/${encodeURIComponent(shipmentId)}/relay-storage`,
      signal,
    );
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
