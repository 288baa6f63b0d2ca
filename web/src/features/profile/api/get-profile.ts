import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { User } from '@/types/user';
import { queryRoots } from '@/lib/query-keys';

export async function getProfile(signal?: AbortSignal): Promise<User> {
  const body = await api.get<User | { user: User } | { profile: User }>('/api/profile', signal);
  if (body && 'user' in body) return body.user;
  if (body && 'profile' in body) return body.profile;
  return body as User;
}

/** Spec §9: profile fetch stale time 5 minutes. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.profile,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: PROFILE_STALE_TIME_MS,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
