import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { recordRedirectToAuth } from '@/lib/redirect-loop-store';
import { authUrlFor } from '@/lib/return-path';
import { clearSession } from '@/lib/session';
import { authUserQueryKey } from '@/lib/auth-user';

/**
 * Sends a visitor to /auth with return_to. Spec §4: more than 3 such redirects within 5 s
 * clears the auth state and lands on /auth with loop_detected instead.
 */
export function RedirectToAuth({ path }: { path: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Strict mode runs effects twice; one visit must count as one redirect attempt.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (handled.current === path) return;
    handled.current = path;
    if (recordRedirectToAuth()) {
      clearSession();
      queryClient.setQueryData(authUserQueryKey, null);
      navigate(`/auth?loop_detected=true&t=${Date.now()}`, { replace: true });
      return;
    }
    navigate(authUrlFor(path), { replace: true });
  }, [navigate, path, queryClient]);
  return <PageSpinner />;
}
