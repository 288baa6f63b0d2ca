import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { interestKeys } from './interest-keys';
import type { InterestView } from './types';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/interests/:id/withdraw — the traveler who showed it. */
export function withdrawInterest(interestId: string): Promise<InterestView> {
  return api.post<InterestView>(`/api/interests/${encodeURIComponent(interestId)}/withdraw`);
}

export function useWithdrawInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawInterest,
    // The shipment's status (and a trip's space) can change with it.
    onSuccess: () =>
      Promise.all(
        [interestKeys.all, queryRoots.shipments, queryRoots.trips].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
