import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import type { AdminUser } from './get-users';

/** GET /api/admin/users/:id */
export function getUser(userId: string, signal?: AbortSignal): Promise<AdminUser> {
  return api.get<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}`, signal);
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.user(userId), queryFn: ({ signal }) => getUser(userId, signal) });

export function useAdminUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
