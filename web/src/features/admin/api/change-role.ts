import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserRole } from '@/types/user';
import { adminKeys } from './admin-keys';
import type { AdminUser } from './get-users';

/** PATCH /api/admin/users/:id/role (admin; audited). */
export function changeRole(input: { userId: string; role: UserRole }): Promise<AdminUser> {
  return api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(input.userId)}/role`, { role: input.role });
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
