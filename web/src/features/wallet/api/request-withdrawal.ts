import type { paymentsRequestWithdrawalRpc, RpcInput } from '@oneway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';
import type { WithdrawalView } from './types';

/** `withdrawalId` is chosen once per form submission: a repeated request withdraws once. */
export type WithdrawalRequest = RpcInput<typeof paymentsRequestWithdrawalRpc>;

/** POST /api/wallet/withdrawals — the server checks the amount against the available balance. */
export function requestWithdrawal(input: WithdrawalRequest): Promise<WithdrawalView> {
  return api.post<WithdrawalView>('/api/wallet/withdrawals', input);
}

export function useRequestWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
