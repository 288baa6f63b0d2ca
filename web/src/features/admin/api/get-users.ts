import type { adminListUsersRpc, RpcResponse, UserDto } from '@oneway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Any user as staff see them (userDtoSchema). */
export type AdminUser = UserDto;
export type UsersPage = RpcResponse<typeof adminListUsersRpc>;
// The filter form: '' is "any" in its selects; the query string leaves blank fields out.
export type UsersFilter = { query: string; role: UserDto['role'] | ''; status: UserDto['status'] | ''; page: number };

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
