import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from './types';
import { messageKeys } from './message-keys';

type ThreadPages = InfiniteData<{ items: Message[] }>;

/** PUT /api/messages/:id/reaction {emoji}: one emoji on a message I received, null removes it. */
export function reactToMessage(messageId: string, emoji: string | null): Promise<Message> {
  return api.put<Message>(`/api/messages/${encodeURIComponent(messageId)}/reaction`, { emoji });
}

/** POST /api/messages/:id/report {reason}: staff review it; reporting again changes nothing. */
export function reportMessage(messageId: string, reason: string): Promise<{ reported: true }> {
  return api.post<{ reported: true }>(`/api/messages/${encodeURIComponent(messageId)}/report`, { reason });
}

export function useReactToMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { messageId: string; emoji: string | null }) => reactToMessage(input.messageId, input.emoji),
    // The answer is the message as stored: put it in every loaded page of its thread.
    onSuccess: (message) =>
      client.setQueriesData<ThreadPages>({ queryKey: messageKeys.threads }, (data) =>
        data?.pages
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                items: p.items.map((m) => (m.id === message.id ? message : m)),
              })),
            }
          : data,
      ),
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: (input: { messageId: string; reason: string }) => reportMessage(input.messageId, input.reason),
  });
}
