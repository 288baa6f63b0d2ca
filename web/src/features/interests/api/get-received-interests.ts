import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { interestKeys } from './interest-keys';
import type { InterestStatus, InterestView, Page } from './types';

/** GET /api/manage-interests: travelers' interests on my shipments. */
export function getReceivedInterests(
  status: InterestStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<Page<InterestView>> {
  const query = new URLSearchParams({ page: String(page), pageSize: '10' });
  if (status) query.set('status', status);
  return api.get<Page<InterestView>>(`/api/manage-interests?${query}`, signal);
}

export const receivedInterestsQueryOptions = (status: InterestStatus | undefined, page: number) =>
  queryOptions({
    queryKey: interestKeys.received(status, page),
    queryFn: ({ signal }) => getReceivedInterests(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useReceivedInterests(status: InterestStatus | undefined, page: number) {
  return useQuery(receivedInterestsQueryOptions(status, page));
}
