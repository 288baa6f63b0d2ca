import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';
import type { Page, RelayPointAdmin } from './types';

export type AdminRelayPointsParams = { page: number; pageSize: number; search: string };

/** GET /api/admin/relay-points — every point with its staff (admin). */
export function getAdminRelayPoints(p: AdminRelayPointsParams, signal?: AbortSignal): Promise<Page<RelayPointAdmin>> {
  const query = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.search.trim()) query.set('search', p.search.trim());
  return api.get<Page<RelayPointAdmin>>(`/api/admin/relay-points?${query}`, signal);
}

export const adminRelayPointsQueryOptions = (p: AdminRelayPointsParams) =>
  queryOptions({
    queryKey: relayKeys.admin(p),
    queryFn: ({ signal }) => getAdminRelayPoints(p, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminRelayPoints(p: AdminRelayPointsParams) {
  return useQuery(adminRelayPointsQueryOptions(p));
}
