import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InterestStatus, InterestView, Page } from './types';
import { interestKeys } from './interest-keys';

/** Every interest query starts with this key; mutations invalidate it. */

/** GET /api/my-interests: the interests I showed as a traveler. */
export function getMyInterests(
  status: InterestStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<Page<InterestView>> {
  const query = new URLSearchParams({ page: String(page), pageSize: '10' });
  if (status) query.set('status', status);
  return api.get<Page<InterestView>>(`/api/my-interests?${query}`, signal);
}

export const myInterestsQueryOptions = (status: InterestStatus | undefined, page: number) =>
  queryOptions({
    queryKey: interestKeys.mine(status, page),
    queryFn: ({ signal }) => getMyInterests(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useMyInterests(status: InterestStatus | undefined, page: number) {
  return useQuery(myInterestsQueryOptions(status, page));
}
