import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PayoutMethod } from './types';
import { walletKeys } from './wallet-keys';

/**
 * GET /api/payment-methods, kept under the payment-methods feature's key on purpose: adding or
 * removing a bank account there refreshes this list here (features share keys, not code).
 */
export function getPayoutMethods(signal?: AbortSignal): Promise<{ items: PayoutMethod[] }> {
  return api.get<{ items: PayoutMethod[] }>('/api/payment-methods', signal);
}

export const payoutMethodsQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.payoutMethods, queryFn: ({ signal }) => getPayoutMethods(signal) });

export function usePayoutMethods() {
  return useQuery({
    ...payoutMethodsQueryOptions(),
    select: (data) => data.items.filter((m) => m.type === 'bank_account'),
  });
}
