import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** The link of a sign-up verification mail or of an e-mail change mail; `changedTo` for a change. */
export async function verifyEmail(token: string): Promise<{ changedTo?: string }> {
  const answer = await api.post<{ changedTo?: string } | undefined>('/api/auth/verify-email', { token });
  return { changedTo: answer?.changedTo };
}

/**
 * A query rather than a mutation so that a remount (React strict mode, back/forward) reuses
 * the first answer instead of spending the single-use token twice.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: !!token });
}
