import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import type { AdminUser } from './get-users';

/** POST /api/admin/users/:id/ban with a reason, or /unban with an optional one (admin; audited; a ban ends every session). */
export function setBanned(input: { userId: string; banned: boolean; reason: string }): Promise<AdminUser> {
  const id = encodeURIComponent(input.userId);
  return input.banned
    ? api.post<AdminUser>(`/api/admin/users/${id}/ban`, { reason: input.reason })
    : api.post<AdminUser>(`/api/admin/users/${id}/unban`, input.reason ? { reason: input.reason } : {});
}

export function useSetBanned() {
  const client = useQueryClient();
  // Not awaited: the dialog closes as soon as the server has answered, not after the refetch.
  return useMutation({
    mutationFn: setBanned,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
