import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';
import type { Page } from '@/lib/api-types/page';
import type { PaymentView } from './types';

/** GET /api/payments — the caller's payments as a sender, newest first. */
export function getMyPayments(page: number, signal?: AbortSignal): Promise<Page<PaymentView>> {
  return api.get<Page<PaymentView>>(`/api/payments?page=${page}&pageSize=10`, signal);
}

export const myPaymentsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: paymentKeys.mine(page),
    queryFn: ({ signal }) => getMyPayments(page, signal),
    placeholderData: keepPreviousData,
  });

export function useMyPayments(page = 1) {
  return useQuery(myPaymentsQueryOptions(page));
}
