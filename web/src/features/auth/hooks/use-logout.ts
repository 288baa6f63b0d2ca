import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOAST } from '@/config/constants';
import { clearSession } from '@/lib/session';
import { notify } from '@/lib/toaster';
import { beginTransition } from '@/lib/transition-overlay';
import { authUserQueryKey } from '@/lib/auth-user';
import { logout } from '../api/logout';
import { markLoggedOut } from '../utils/logout-markers';
import { queryRoots } from '@/lib/query-keys';

/** Logs out and lands on / with the logged-out marker and a cache-busting value (spec §2). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const end = beginTransition();
    try {
      const serverEnded = await logout();
      markLoggedOut();
      clearSession();
      queryClient.setQueryData(authUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryRoots.auth[0] });
      navigate(`/?logged_out=true&t=${Date.now()}`, { replace: true });
      notify(
        serverEnded
          ? {
              title: 'Signed out',
              description: 'Logged out successfully',
              type: 'success',
              duration: TOAST.shortDurationMs,
            }
          : {
              title: 'Logout completed',
              description:
                'You are signed out on this device. The server could not confirm it; sign out again later from any device if needed.',
              // Spec §8 lists it with the success toasts: this device is signed out either way.
              type: 'success',
            },
      );
    } finally {
      end();
    }
  }, [navigate, queryClient]);
}
