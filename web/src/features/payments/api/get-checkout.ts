import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Checkout } from './types';
import { paymentKeys } from './payment-keys';

/** Every query of this feature starts with this key; mutations invalidate it. */

/** GET /api/payments/shipments/:id/checkout — the price breakdown, the payment so far and the card mode. */
export function getCheckout(shipmentId: string, insured: boolean, signal?: AbortSignal): Promise<Checkout> {
  return api.get<Checkout>(
    `/api/payments/shipments/${encodeURIComponent(shipmentId)}/checkout?insured=${insured}`,
    signal,
  );
}

export const checkoutQueryOptions = (shipmentId: string, insured = false) =>
  queryOptions({
    queryKey: paymentKeys.checkout(shipmentId, insured),
    queryFn: ({ signal }) => getCheckout(shipmentId, insured, signal),
  });

export function useCheckout(shipmentId: string, insured = false) {
  return useQuery({ ...checkoutQueryOptions(shipmentId, insured), enabled: shipmentId !== '' });
}
