import type { expressInterestRpc, InterestView, RpcInput } from '@oneway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export type ExpressInterestInput = RpcInput<typeof expressInterestRpc>;

/** POST /api/shipments/:id/interests — a traveler with a compatible active trip, with a message for the sender. */
export function expressInterest({ shipmentId, ...body }: ExpressInterestInput): Promise<InterestView> {
  return api.post<InterestView>(`/api/shipments/${encodeURIComponent(shipmentId)}/interests`, body);
}

export function useExpressInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: expressInterest,
    onSuccess: () => client.invalidateQueries({ queryKey: queryRoots.interests }),
  });
}
