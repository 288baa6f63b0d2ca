import type { MergedUserHistory as Timeline } from '@oneway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type { MergedUserHistory as Timeline, UserHistoryEntry as TimelineEntry } from '@oneway/contracts';

/** GET /api/admin/users/:id/timeline: every service's events about the user, newest first. */
export function getUserTimeline(userId: string, signal?: AbortSignal): Promise<Timeline> {
  return api.get<Timeline>(`/api/admin/users/${encodeURIComponent(userId)}/timeline`, signal);
}

export const userTimelineQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userTimeline(userId),
    queryFn: ({ signal }) => getUserTimeline(userId, signal),
  });

export function useUserTimeline(userId: string) {
  return useQuery(userTimelineQueryOptions(userId));
}
