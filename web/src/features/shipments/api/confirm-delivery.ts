import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShipmentView } from './types';
import { queryRoots } from '@/lib/query-keys';
import { shipmentKeys } from './shipment-keys';

/** POST /api/shipments/:id/deliver — the traveler enters the delivery code the receiver gives. */
export function confirmDelivery(input: {
  shipmentId: string;
  code: string;
  location?: string | null;
}): Promise<ShipmentView> {
  return api.post<ShipmentView>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/deliver`, {
    code: input.code,
    location: input.location ?? null,
  });
}

export function useConfirmDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmDelivery,
    // Lifecycle steps also change trips (remaining space) and interests: refresh all three.
    onSuccess: () =>
      Promise.all(
        [shipmentKeys.all, queryRoots.trips, queryRoots.interests].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
