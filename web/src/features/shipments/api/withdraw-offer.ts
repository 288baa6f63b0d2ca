import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { shipmentKeys } from './shipment-keys';

/** POST /api/interests/:id/withdraw — the traveler takes back a pending offer (from the match page). */
export function withdrawOffer(interestId: string): Promise<unknown> {
  return api.post(`/api/interests/${encodeURIComponent(interestId)}/withdraw`);
}

export function useWithdrawOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: () =>
      Promise.all(
        [shipmentKeys.all, queryRoots.interests, queryRoots.trips].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
