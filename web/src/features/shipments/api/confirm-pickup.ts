import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shipmentsKey } from './get-my-shipments';
import type { ShipmentView } from './types';

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
      Promise.all([shipmentsKey, ['trips'], ['interests']].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
