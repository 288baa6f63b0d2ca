import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentView } from '@oneway/contracts';
import { api } from '@/lib/api-client';
import type { InterestView } from '@/lib/api-types/marketplace';
import { queryRoots } from '@/lib/query-keys';

/**
 * The sender's answer to a traveler's interest, from whichever screen shows it (Manage
 * Interests, the shipment's page, its match actions). Either answer can change the shipment's
 * status, a trip's remaining space and the interests lists: all three are refreshed.
 */
const STALE_AFTER_DECISION = [queryRoots.interests, queryRoots.shipments, queryRoots.trips];

/** POST /api/interests/:id/accept — the sender, once the payment is held in escrow (412 SHIPMENT.ESCROW_NOT_HELD until then). */
export function acceptInterest(interestId: string): Promise<ShipmentView> {
  return api.post<ShipmentView>(`/api/interests/${encodeURIComponent(interestId)}/accept`);
}

/** POST /api/interests/:id/reject — the shipment's sender. */
export function rejectInterest(interestId: string): Promise<InterestView> {
  return api.post<InterestView>(`/api/interests/${encodeURIComponent(interestId)}/reject`);
}

function useDecision<T>(decide: (interestId: string) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => Promise.all(STALE_AFTER_DECISION.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useAcceptInterest = () => useDecision(acceptInterest);
export const useRejectInterest = () => useDecision(rejectInterest);
