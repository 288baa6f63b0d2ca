import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppNotification } from './get-notifications';
import { notificationKeys } from './notification-keys';

/** PATCH /api/notifications/{id} {read:true} (spec §7). */
export function markNotificationRead(id: string): Promise<AppNotification> {
  return api.patch<AppNotification>(`/api/notifications/${encodeURIComponent(id)}`, { read: true });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
