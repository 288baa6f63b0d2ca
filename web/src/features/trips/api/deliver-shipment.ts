import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/shipments/:id/deliver — the receiver's delivery code (from the trip page). */
export function deliverShipment(input: { shipmentId: string; code: string }): Promise<{ id: string; status: string }> {
  return api.post<{ id: string; status: string }>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/deliver`, {
    code: input.code,
    location: null,
  });
}

export function useDeliverShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deliverShipment,
    // The step changes the shipment (carried list, timeline) and the trip's packages.
    onSuccess: () =>
      Promise.all([queryRoots.shipments, queryRoots.trips].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
