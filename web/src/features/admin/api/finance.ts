import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationRun } from '@oneway/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type EscrowState = 'pending' | 'held' | 'frozen' | 'released' | 'refunded';
export type EscrowTotal = { currency: string; status: EscrowState; count: number; amount: number };
export type EscrowItem = {
  paymentId: string;
  shipmentId: string;
  senderId: string;
  status: string;
  currency: string;
  amount: number;
  total: number;
  refundedAmount: number;
  updatedAt: string;
};
export type PayoutState = 'waiting' | 'in_flight' | 'failed' | 'paid';
export type PayoutItem = {
  id: string;
  kind: 'earning' | 'withdrawal';
  userId: string;
  amount: number;
  currency: string;
  status: string;
  reason: string | null;
  availableAt: string | null;
  createdAt: string;
};
export type TrialBalance = {
  currencies: { currency: string; debits: number; credits: number; balanced: boolean }[];
  accounts: { account: string; currency: string; debits: number; credits: number; net: number }[];
};
type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** GET /api/admin/payments/escrow: totals per state and currency. */
export function useEscrowTotals() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.financeTotals,
      queryFn: ({ signal }) => api.get<{ totals: EscrowTotal[] }>('/api/admin/payments/escrow', signal),
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
      queryFn: ({ signal }) => api.get<Page<EscrowItem>>(escrowListPath(status, page), signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export const payoutsPath = (state: PayoutState, page = 1) =>
  `/api/admin/finance/payouts?state=${state}&page=${page}&pageSize=20`;

/** GET /api/admin/finance/payouts */
export function usePayoutQueue(state: PayoutState, page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.payouts(state, page),
      queryFn: ({ signal }) => api.get<Page<PayoutItem>>(payoutsPath(state, page), signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/admin/finance/payouts/:id/retry */
export function useRetryPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (withdrawalId: string) =>
      api.post<{ requeued: boolean }>(`/api/admin/finance/payouts/${encodeURIComponent(withdrawalId)}/retry`, {}),
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
        api.get<{ runs: ReconciliationRun[] }>('/api/admin/finance/reconciliations?limit=5', signal),
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
