import type { UserDto } from '@oneway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';

/** A user found by the staff search (userDtoSchema), as far as the assign form shows it. */
export type UserMatch = Pick<UserDto, 'id' | 'username' | 'fullName' | 'email' | 'role'>;

/** GET /api/admin/users?query= — people an admin may assign as relay staff. */
export function searchUsers(query: string, signal?: AbortSignal): Promise<{ items: UserMatch[] }> {
  return api.get<{ items: UserMatch[] }>(`/api/admin/users?${new URLSearchParams({ query, pageSize: '5' })}`, signal);
}

export function useUserSearch(query: string) {
  return useQuery({
    ...queryOptions({
      queryKey: relayKeys.userSearch(query),
      queryFn: ({ signal }) => searchUsers(query, signal),
    }),
    enabled: query.trim().length >= 2,
  });
}
