import { QueryCache, QueryClient } from '@tanstack/react-query';
import { DEFAULT_QUERY_TIMINGS } from '@/config/constants';
import { ApiError } from './api-error';
import { saveReturnPath } from './return-path';
import { authUserQueryKey } from './auth-user';
import { queryRoots } from './query-keys';

/**
 * Spec §9 "other queries": stale 60 s, cache 5 minutes, no retry, no refetch on focus or
 * interval. The auth query overrides these with its own timings.
 * Spec §2: a 401 from any query saves the current page as the return path, and the auth
 * check is re-run so protected screens send the visitor to sign in.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!(error instanceof ApiError) || error.status !== 401) return;
        if (query.queryKey[0] === queryRoots.auth[0]) return;
        saveReturnPath(`${window.location.pathname}${window.location.search}`);
        void client.invalidateQueries({ queryKey: authUserQueryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_QUERY_TIMINGS.staleTime,
        gcTime: DEFAULT_QUERY_TIMINGS.gcTime,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
