import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';
import type { Page } from '@/lib/api-types/page';
import type { Currency, WalletTransaction } from './types';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** GET /api/wallet/transactions */
export function getWalletTransactions(
  page: number,
  currency: Currency | undefined,
  signal?: AbortSignal,
): Promise<Page<WalletTransaction>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(TRANSACTIONS_PAGE_SIZE) });
  if (currency) query.set('currency', currency);
  return api.get<Page<WalletTransaction>>(`/api/wallet/transactions?${query}`, signal);
}

export const walletTransactionsQueryOptions = (page: number, currency?: Currency) =>
  queryOptions({
    queryKey: walletKeys.transactions(page, currency),
    queryFn: ({ signal }) => getWalletTransactions(page, currency, signal),
    placeholderData: keepPreviousData,
  });

export function useWalletTransactions(page: number, currency?: Currency) {
  return useQuery(walletTransactionsQueryOptions(page, currency));
}
