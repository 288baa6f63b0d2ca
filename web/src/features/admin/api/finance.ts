import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EscrowState,
  financeEscrowListRpc,
  financePayoutQueueRpc,
  financeReconciliationsRpc,
  financeRetryPayoutRpc,
  PayoutQueueState,
  paymentsEscrowOverviewRpc,
  ReconciliationRun,
  RpcResponse,
  TrialBalance,
} from '@oneway/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type { EscrowState, PayoutQueueState as PayoutState } from '@oneway/contracts';

/** GET /api/admin/payments/escrow: totals per state and currency. */
export function useEscrowTotals() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.financeTotals,
      queryFn: ({ signal }) =>
        api.get<Pick<RpcResponse<typeof paymentsEscrowOverviewRpc>, 'totals'>>('/api/admin/payments/escrow', signal),
    }),
  );
}

export const escrowListPath = (status: EscrowState, page = 1) =>
  `/api/admin/finance/escrow?status=${status}&page=${page}&pageSize=20`;

/** GET /api/admin/finance/escrow: the payments behind one state's total. */
export function useEscrowList(status: EscrowState, page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.escrow(status, page),
      queryFn: ({ signal }) => api.get<RpcResponse<typeof financeEscrowListRpc>>(escrowListPath(status, page), signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export const payoutsPath = (state: PayoutQueueState, page = 1) =>
  `/api/admin/finance/payouts?state=${state}&page=${page}&pageSize=20`;

/** GET /api/admin/finance/payouts */
export function usePayoutQueue(state: PayoutQueueState, page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.payouts(state, page),
      queryFn: ({ signal }) => api.get<RpcResponse<typeof financePayoutQueueRpc>>(payoutsPath(state, page), signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/admin/finance/payouts/:id/retry */
export function useRetryPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (withdrawalId: string) =>
      api.post<RpcResponse<typeof financeRetryPayoutRpc>>(
        `/api/admin/finance/payouts/${encodeURIComponent(withdrawalId)}/retry`,
        {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.finance }),
  });
}

/** GET /api/admin/finance/trial-balance */
export function useTrialBalance() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.trialBalance,
      queryFn: ({ signal }) => api.get<TrialBalance>('/api/admin/finance/trial-balance', signal),
    }),
  );
}

/** GET /api/admin/finance/reconciliations */
export function useReconciliations() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.reconciliations,
      queryFn: ({ signal }) =>
        api.get<RpcResponse<typeof financeReconciliationsRpc>>('/api/admin/finance/reconciliations?limit=5', signal),
    }),
  );
}

/** POST /api/admin/finance/reconciliations: run one now. */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReconciliationRun>('/api/admin/finance/reconciliations', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.finance }),
  });
}
