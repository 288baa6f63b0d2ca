import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShipmentView } from './types';
import { queryRoots } from '@/lib/query-keys';
import { shipmentKeys } from './shipment-keys';

/** POST /api/shipments/:id/pickup — the sender enters the 6-digit pickup code the traveler shows. */
export function confirmPickup(input: {
  shipmentId: string;
  code: string;
  location?: string | null;
}): Promise<ShipmentView> {
  return api.post<ShipmentView>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/pickup`, {
    code: input.code,
    location: input.location ?? null,
  });
}

export function useConfirmPickup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmPickup,
    // Lifecycle steps also change trips (remaining space) and interests: refresh all three.
    onSuccess: () =>
      Promise.all(
        [shipmentKeys.all, queryRoots.trips, queryRoots.interests].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
