import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentView } from '@oneway/contracts';
import { api } from '@/lib/api-client';
import { interestKeys } from './interest-keys';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/interests/:id/accept — the sender, once the payment is held in escrow (412 SHIPMENT.ESCROW_NOT_HELD until then). */
export function acceptInterest(interestId: string): Promise<ShipmentView> {
  return api.post<ShipmentView>(`/api/interests/${encodeURIComponent(interestId)}/accept`);
}

export function useAcceptInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInterest,
    // The shipment's status (and a trip's space) can change with it.
    onSuccess: () =>
      Promise.all(
        [interestKeys.all, queryRoots.shipments, queryRoots.trips].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
