import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShipmentView } from './types';
import { queryRoots } from '@/lib/query-keys';
import { shipmentKeys } from './shipment-keys';

/** POST /api/shipments/:id/cancel — the sender, before pickup (payments refunds the escrow). */
export function cancelShipment(input: { shipmentId: string; reason?: string | null }): Promise<ShipmentView> {
  return api.post<ShipmentView>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/cancel`, {
    reason: input.reason ?? null,
  });
}

export function useCancelShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    // Lifecycle steps also change trips (remaining space) and interests: refresh all three.
    onSuccess: () =>
      Promise.all(
        [shipmentKeys.all, queryRoots.trips, queryRoots.interests].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
