import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/shipments/:id/arrived — I am at the destination with the package (from the trip page). */
export function arriveWithShipment(input: { shipmentId: string }): Promise<{ id: string; status: string }> {
  return api.post<{ id: string; status: string }>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/arrived`, {
    location: null,
    notes: null,
  });
}

export function useArriveWithShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: arriveWithShipment,
    // The step changes the shipment (carried list, timeline) and the trip's packages.
    onSuccess: () =>
      Promise.all([queryRoots.shipments, queryRoots.trips].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
