import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TOKEN_REFRESH } from '@/config/constants';
import { getSessionExpiry, refreshAccessToken, shouldRefreshToken } from '@/lib/session';
import { authUserQueryKey } from '@/lib/auth-user';

/** Spec §9: a tick every 30 s refreshes the access token when it expires within 90 s. */
export function useTokenRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const id = window.setInterval(() => {
      if (!shouldRefreshToken(getSessionExpiry(), Date.now(), TOKEN_REFRESH.refreshWithinMs)) return;
      refreshAccessToken()
        .then((user) => queryClient.setQueryData(authUserQueryKey, user))
        .catch(() => {
          // A network blip: the next tick (or the next 401) tries again.
        });
    }, TOKEN_REFRESH.tickMs);
    return () => window.clearInterval(id);
  }, [queryClient]);
}
