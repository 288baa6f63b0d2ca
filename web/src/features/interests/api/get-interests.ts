import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { interestKeys } from './interest-keys';
import type { InterestStatus, InterestView, Page } from './types';

/** The two lists of interests: those I showed as a traveler, and travelers' interests on my shipments. */
type InterestListKind = 'mine' | 'received';

const PATHS: Record<InterestListKind, string> = {
  mine: '/api/my-interests',
  received: '/api/manage-interests',
};

/** One page of a list of interests, optionally of one status. */
export function useInterests(list: InterestListKind, status: InterestStatus | undefined, page: number) {
  return useQuery({
    queryKey: interestKeys[list](status, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: '10' });
      if (status) query.set('status', status);
      return api.get<Page<InterestView>>(`${PATHS[list]}?${query}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}
