import type { paymentsChargeShipmentRpc, RpcInput } from '@oneway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';
import { queryRoots } from '@/lib/query-keys';
import type { ChargeResult } from './types';

/** `idempotencyKey`: one per form submission, so a double click or a retried request charges once. */
export type ChargeInput = RpcInput<typeof paymentsChargeShipmentRpc>;

/** POST /api/payments/shipments/:id/charge — no amount is sent: the server prices the shipment. */
export function chargeShipment({ shipmentId, ...body }: ChargeInput): Promise<ChargeResult> {
  return api.post<ChargeResult>(`/api/payments/shipments/${encodeURIComponent(shipmentId)}/charge`, body);
}

export function useChargeShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: chargeShipment,
    // A held payment changes the shipment's escrow status too.
    onSuccess: () =>
      Promise.all([paymentKeys.all, queryRoots.shipments].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
