import { queryRoots } from '@/lib/query-keys';

/** Every query key of the auth feature (TanStack Query), from one factory; the signed-in user's is lib/auth-user's. */
export const authKeys = {
  verifyEmail: (token: string) => [...queryRoots.auth, 'verify-email', token] as const,
};
