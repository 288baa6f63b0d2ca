import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** PUT / DELETE /api/conversations/:userId/block. */
export function setBlocked(userId: string, blocked: boolean): Promise<{ blocked: boolean }> {
  const path = `/api/conversations/${encodeURIComponent(userId)}/block`;
  return blocked ? api.put(path) : api.delete(path);
}

export function useSetBlocked(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(userId, blocked),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.conversations }),
  });
}
