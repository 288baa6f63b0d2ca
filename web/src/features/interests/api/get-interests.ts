import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { interestKeys } from './interest-keys';
import type { InterestStatus, InterestView, Page } from './types';

/** The two lists of interests: those I showed as a traveler, and travelers' interests on my shipments. */
export type InterestList = 'mine' | 'received';

const PATHS: Record<InterestList, string> = {
  mine: '/api/my-interests',
  received: '/api/manage-interests',
};

/** GET one page of a list of interests, optionally of one status. */
export function getInterests(
  list: InterestList,
  status: InterestStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<Page<InterestView>> {
  const query = new URLSearchParams({ page: String(page), pageSize: '10' });
  if (status) query.set('status', status);
  return api.get<Page<InterestView>>(`${PATHS[list]}?${query}`, signal);
}

export const interestsQueryOptions = (list: InterestList, status: InterestStatus | undefined, page: number) =>
  queryOptions({
    queryKey: interestKeys[list](status, page),
    queryFn: ({ signal }) => getInterests(list, status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useInterests(list: InterestList, status: InterestStatus | undefined, page: number) {
  return useQuery(interestsQueryOptions(list, status, page));
}
