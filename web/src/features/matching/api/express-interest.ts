import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type ExpressInterestInput = { shipmentId: string; tripId: string; message: string };

/** POST /api/shipments/:id/interests — a traveler with a compatible active trip, with a message for the sender. */
export function expressInterest({
  shipmentId,
  ...body
}: ExpressInterestInput): Promise<{ id: string; status: string }> {
  return api.post<{ id: string; status: string }>(`/api/shipments/${encodeURIComponent(shipmentId)}/interests`, body);
}

export function useExpressInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: expressInterest,
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.interests }),
  });
}
