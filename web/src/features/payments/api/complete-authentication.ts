import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';
import { queryRoots } from '@/lib/query-keys';
import type { ChargeResult } from './types';

/**
 * POST /api/payments/shipments/:id/authenticate — after the 3-D Secure step. `outcome` is the
 * test provider's simulated bank answer; in Stripe mode the server asks Stripe and ignores it.
 */
export function completeAuthentication(input: {
  shipmentId: string;
  outcome: 'approve' | 'fail';
}): Promise<ChargeResult> {
  return api.post<ChargeResult>(`/api/payments/shipments/${encodeURIComponent(input.shipmentId)}/authenticate`, {
    outcome: input.outcome,
  });
}

export function useCompleteAuthentication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeAuthentication,
    onSuccess: () =>
      Promise.all([paymentKeys.all, queryRoots.shipments].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
