import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';
import type { Currency, EarningsSeries } from './types';

/** GET /api/wallet/earnings — one point per UTC day with earnings. */
export function getEarningsSeries(currency: Currency, days: number, signal?: AbortSignal): Promise<EarningsSeries> {
  return api.get<EarningsSeries>(`/api/wallet/earnings?currency=${currency}&days=${days}`, signal);
}

export const earningsSeriesQueryOptions = (currency: Currency, days = 90) =>
  queryOptions({
    queryKey: walletKeys.earnings(currency, days),
    queryFn: ({ signal }) => getEarningsSeries(currency, days, signal),
  });

export function useEarningsSeries(currency: Currency, days = 90) {
  return useQuery(earningsSeriesQueryOptions(currency, days));
}
