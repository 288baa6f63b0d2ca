import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InterestView } from './types';
import { queryRoots } from '@/lib/query-keys';
import { shipmentKeys } from './shipment-keys';

/** POST /api/interests/:id/reject — the shipment's sender. */
export function rejectInterest(interestId: string): Promise<InterestView> {
  return api.post<InterestView>(`/api/interests/${encodeURIComponent(interestId)}/reject`);
}

export function useRejectInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectInterest,
    // Lifecycle steps also change trips (remaining space) and interests: refresh all three.
    onSuccess: () =>
      Promise.all(
        [shipmentKeys.all, queryRoots.trips, queryRoots.interests].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
