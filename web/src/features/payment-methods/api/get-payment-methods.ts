import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PaymentMethodView } from './types';
import { paymentMethodKeys } from './payment-method-keys';

/**
 * Every query of this feature starts with this key; mutations invalidate it. The wallet's
 * withdraw screen reads the same list under the same key, so it sees new bank accounts.
 */

/** GET /api/payment-methods — saved cards and payout bank accounts. */
export function getPaymentMethods(signal?: AbortSignal): Promise<{ items: PaymentMethodView[] }> {
  return api.get<{ items: PaymentMethodView[] }>('/api/payment-methods', signal);
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodKeys.list, queryFn: ({ signal }) => getPaymentMethods(signal) });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
