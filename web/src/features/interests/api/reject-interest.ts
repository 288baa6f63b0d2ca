import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { interestKeys } from './interest-keys';
import type { InterestView } from './types';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/interests/:id/reject — the shipment's sender. */
export function rejectInterest(interestId: string): Promise<InterestView> {
  return api.post<InterestView>(`/api/interests/${encodeURIComponent(interestId)}/reject`);
}

export function useRejectInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectInterest,
    // The shipment's status (and a trip's space) can change with it.
    onSuccess: () =>
      Promise.all(
        [interestKeys.all, queryRoots.shipments, queryRoots.trips].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
