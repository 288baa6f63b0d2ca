import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';
import type { PaymentView } from './types';

/** GET /api/payments/shipments/:id — one shipment's payment (its sender, traveler or staff). */
export function getPayment(shipmentId: string, signal?: AbortSignal): Promise<PaymentView> {
  return api.get<PaymentView>(`/api/payments/shipments/${encodeURIComponent(shipmentId)}`, signal);
}

export const paymentQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: paymentKeys.payment(shipmentId),
    queryFn: ({ signal }) => getPayment(shipmentId, signal),
  });

/** `poll`: while a charge is `processing`, the provider's webhook settles it; ask again every 2 s. */
export function usePayment(shipmentId: string, options: { poll?: boolean } = {}) {
  return useQuery({
    ...paymentQueryOptions(shipmentId),
    enabled: shipmentId !== '',
    refetchInterval: (query) => (options.poll && query.state.data?.status === 'pending' ? 2000 : false),
  });
}
