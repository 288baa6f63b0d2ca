import type { RpcInput, sendMessageRpc } from '@oneway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { messageKeys } from './message-keys';
import type { Message } from './types';

export type SendMessageInput = RpcInput<typeof sendMessageRpc>;

/** POST /api/messages; the id is chosen here once per message, so a retried send stores it once. */
export function sendMessage(input: SendMessageInput): Promise<Message> {
  return api.post<Message>('/api/messages', input);
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // A network failure or 5xx is retried with the same id (stored once); a refusal is final.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
    onSuccess: (_m, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.threadsWith(input.recipientId) }),
        client.invalidateQueries({ queryKey: messageKeys.conversations }),
      ]),
  });
}
