import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from './types';
import { messageKeys } from './message-keys';

type ThreadPage = {
  items: Message[];
  hasMore: boolean;
  user: { id: string; fullName: string; username: string | null };
};

export function getThreadPage(
  userId: string,
  shipmentId: string | undefined,
  before: string | undefined,
  signal?: AbortSignal,
) {
  const q = new URLSearchParams({ limit: '30' });
  if (before) q.set('before', before);
  if (shipmentId) q.set('shipmentId', shipmentId);
  return api.get<ThreadPage>(`/api/conversations/${encodeURIComponent(userId)}/messages?${q}`, signal);
}

/** A conversation newest page first; fetching the next page goes back in history. */
export const threadQueryOptions = (userId: string, shipmentId?: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(userId, shipmentId),
    queryFn: ({ pageParam, signal }) => getThreadPage(userId, shipmentId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.createdAt : undefined),
  });

export function useThread(userId: string, shipmentId?: string) {
  return useInfiniteQuery(threadQueryOptions(userId, shipmentId));
}
