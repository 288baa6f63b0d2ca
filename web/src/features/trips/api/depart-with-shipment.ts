import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/shipments/:id/in-transit — I left with the package (from the trip page). */
export function departWithShipment(input: { shipmentId: string }): Promise<{ id: string; status: string }> {
  return api.post<{ id: string; status: string }>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/in-transit`, {
    location: null,
    notes: null,
  });
}

export function useDepartWithShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: departWithShipment,
    // The step changes the shipment (carried list, timeline) and the trip's packages.
    onSuccess: () =>
      Promise.all([queryRoots.shipments, queryRoots.trips].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
