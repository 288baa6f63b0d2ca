import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { shipmentKeys } from './shipment-keys';

/** POST /api/shipments/:id/give-up — the matched traveler, before pickup: the shipment is listed again. */
export function giveUpShipment(input: { shipmentId: string; reason?: string | null }): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/give-up`, {
    reason: input.reason ?? null,
  });
}

export function useGiveUpShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: giveUpShipment,
    // Lifecycle steps also change trips (remaining space) and interests: refresh all three.
    onSuccess: () =>
      Promise.all(
        [shipmentKeys.all, queryRoots.trips, queryRoots.interests].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
