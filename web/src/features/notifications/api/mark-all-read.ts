import type { markAllNotificationsReadRpc, RpcResponse } from '@oneway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/mark-all-read with an empty body (spec §7). */
export function markAllNotificationsRead(): Promise<{ unread: 0 }> {
  return api.post<RpcResponse<typeof markAllNotificationsReadRpc>>('/api/notifications/mark-all-read');
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
