import type { AdminDashboardView as AdminDashboard } from '@oneway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type { AdminDashboardView as AdminDashboard, MergedAdminFigure as AdminFigure } from '@oneway/contracts';

/** GET /api/admin/dashboard: every service's live figures (counts and money by state). */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get<AdminDashboard>('/api/admin/dashboard', signal);
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => getDashboard(signal),
    // Live figures: refreshed while the page is open.
    refetchInterval: 15_000,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
