import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ShipmentView } from './types';
import { queryRoots } from '@/lib/query-keys';
import { shipmentKeys } from './shipment-keys';

/** POST /api/shipments/:id/in-transit — the traveler left with the package. */
export function markInTransit(input: {
  shipmentId: string;
  location?: string | null;
  notes?: string | null;
}): Promise<ShipmentView> {
  return api.post<ShipmentView>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/in-transit`, {
    location: input.location ?? null,
    notes: input.notes ?? null,
  });
}

export function useMarkInTransit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markInTransit,
    // Lifecycle steps also change trips (remaining space) and interests: refresh all three.
    onSuccess: () =>
      Promise.all(
        [shipmentKeys.all, queryRoots.trips, queryRoots.interests].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
