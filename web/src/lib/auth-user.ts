import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_QUERY_TIMINGS } from '@/config/constants';
import { SESSION_KEYS } from '@/config/storage-keys';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { clearSession, getAccessToken, hadSession, refreshAccessToken } from '@/lib/session';
import type { User } from '@/types/user';
import { queryRoots } from '@/lib/query-keys';

export const authUserQueryKey = [...queryRoots.auth, 'user'] as const;

function justLoggedOut(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.justLoggedOut) !== null;
  } catch {
    return false;
  }
}

/**
 * The signed-in user, or null for a visitor. Without an access token in memory (first load,
 * reload) the session is restored from the refresh cookie, when the gateway's hint says there
 * is one (a visitor makes no refresh call that can only answer 401); right after a logout in
 * this tab it is not, so a half-failed server logout cannot silently sign the person back in.
 */
export async function getAuthUser(): Promise<User | null> {
  if (!getAccessToken()) {
    if (justLoggedOut() || !hadSession()) return null;
    return refreshAccessToken();
  }
  try {
    // The gateway answers the user itself; tolerate a `{ user }` envelope as well.
    const body = await api.get<User | { user: User }>('/api/user');
    return 'user' in body && body.user ? body.user : (body as User);
  } catch (error) {
    // 401: the session ended; 403 AUTH.BANNED: the account was suspended. Either way the
    // person is no longer signed in here.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearSession();
      return null;
    }
    throw error;
  }
}

/** Spec §9 auth check: stale 30 s, refetch on focus and every 5 minutes, 2 retries 1 s apart. */
export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: authUserQueryKey,
    queryFn: getAuthUser,
    staleTime: AUTH_QUERY_TIMINGS.staleTime,
    refetchOnWindowFocus: true,
    refetchInterval: AUTH_QUERY_TIMINGS.refetchInterval,
    retry: AUTH_QUERY_TIMINGS.retry,
    retryDelay: AUTH_QUERY_TIMINGS.retryDelay,
  });

export function useAuthUser() {
  return useQuery(authUserQueryOptions());
}
