import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User, UserRole } from '@/types/user';
import { adminKeys } from './admin-keys';

export type AdminUser = User & { isBanned: boolean };
export type UsersPage = { items: AdminUser[]; total: number; page: number; pageSize: number };
export type UsersFilter = { query: string; role: UserRole | ''; status: 'active' | 'banned' | ''; page: number };

/** GET /api/admin/users: search by name, username or e-mail; role and status filters. */
export function getUsers(f: UsersFilter, signal?: AbortSignal): Promise<UsersPage> {
  const q = new URLSearchParams({ page: String(f.page), pageSize: '20' });
  if (f.query.trim()) q.set('query', f.query.trim());
  if (f.role) q.set('role', f.role);
  if (f.status) q.set('status', f.status);
  return api.get<UsersPage>(`/api/admin/users?${q}`, signal);
}

export const usersQueryOptions = (f: UsersFilter) =>
  queryOptions({
    queryKey: adminKeys.userList(f),
    queryFn: ({ signal }) => getUsers(f, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(f: UsersFilter) {
  return useQuery(usersQueryOptions(f));
}
