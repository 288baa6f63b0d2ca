import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type TimelineEntry = {
  eventId: string;
  context: string;
  type: string;
  streamId: string;
  occurredAt: string;
  actorId: string | null;
  correlationId: string | null;
  as: string[];
  data: Record<string, unknown>;
};
export type Timeline = { items: TimelineEntry[]; unavailable: string[] };

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
