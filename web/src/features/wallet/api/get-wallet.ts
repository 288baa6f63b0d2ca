import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Wallet } from './types';
import { walletKeys } from './wallet-keys';

/** Every query of this feature starts with this key; mutations invalidate it. */

/** GET /api/wallet — balances per currency and the withdrawal in flight, if any. */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return api.get<Wallet>('/api/wallet', signal);
}

export const walletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.summary, queryFn: ({ signal }) => getWallet(signal) });

/** While a withdrawal is in flight its payout settles in the background: look again every 3 s. */
export function useWallet() {
  return useQuery({
    ...walletQueryOptions(),
    refetchInterval: (query) => (query.state.data?.inFlightWithdrawal ? 3000 : false),
  });
}
