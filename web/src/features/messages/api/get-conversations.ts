import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConversationSummary } from './types';
import { messageKeys } from './message-keys';

export function getConversations(shipmentId?: string, signal?: AbortSignal) {
  const q = shipmentId ? `?shipmentId=${encodeURIComponent(shipmentId)}` : '';
  return api.get<{ items: ConversationSummary[]; totalUnread: number }>(`/api/conversations${q}`, signal);
}

export const conversationsQueryOptions = (shipmentId?: string) =>
  queryOptions({
    queryKey: messageKeys.conversationList(shipmentId),
    queryFn: ({ signal }) => getConversations(shipmentId, signal),
  });

export function useConversations(shipmentId?: string) {
  return useQuery(conversationsQueryOptions(shipmentId));
}

/** The avatar menu's badge: messages I have not read. */
export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => api.get<{ total: number }>('/api/messages/unread-count', signal),
  });

export function useUnreadMessages(enabled = true) {
  return useQuery({ ...unreadMessagesQueryOptions(), enabled });
}
