import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';
import type { Page } from '@/lib/api-types/page';
import type { WithdrawalView } from './types';

/** GET /api/wallet/withdrawals — newest first. */
export function getWithdrawals(page: number, signal?: AbortSignal): Promise<Page<WithdrawalView>> {
  return api.get<Page<WithdrawalView>>(`/api/wallet/withdrawals?page=${page}&pageSize=10`, signal);
}

export const withdrawalsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(page),
    queryFn: ({ signal }) => getWithdrawals(page, signal),
  });

export function useWithdrawals(page = 1, options: { poll?: boolean } = {}) {
  return useQuery({ ...withdrawalsQueryOptions(page), refetchInterval: options.poll ? 3000 : false });
}
