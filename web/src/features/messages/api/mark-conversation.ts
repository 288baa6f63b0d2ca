import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './message-keys';

type Receipt = { conversationId: string; messageIds: string[] };

/** POST /api/conversations/:userId/read: what this person sent me is read. */
export function markConversationRead(userId: string): Promise<Receipt> {
  return api.post<Receipt>(`/api/conversations/${encodeURIComponent(userId)}/read`);
}

/** POST /api/conversations/:userId/delivered: what this person sent me has arrived here. */
export function markConversationDelivered(userId: string): Promise<Receipt> {
  return api.post<Receipt>(`/api/conversations/${encodeURIComponent(userId)}/delivered`);
}

export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (r) => {
      if (r.messageIds.length) return client.invalidateQueries({ queryKey: messageKeys.conversations });
    },
  });
}
