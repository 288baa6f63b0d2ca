import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShipmentView } from './types';
import { queryRoots } from '@/lib/query-keys';
import { shipmentKeys } from './shipment-keys';

/** POST /api/interests/:id/accept — the sender, once the payment is held in escrow (412 until then). */
export function acceptInterest(interestId: string): Promise<ShipmentView> {
  return api.post<ShipmentView>(`/api/interests/${encodeURIComponent(interestId)}/accept`);
}

export function useAcceptInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInterest,
    // Lifecycle steps also change trips (remaining space) and interests: refresh all three.
    onSuccess: () =>
      Promise.all(
        [shipmentKeys.all, queryRoots.trips, queryRoots.interests].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
