import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/resend-verification: a new verification link to the account named by what the
 * person typed (e-mail or username); older links stop working. The answer is the same whether
 * or not such an unverified account exists.
 */
export async function resendVerification(input: { usernameOrEmail: string }): Promise<void> {
  await api.post<void>('/api/auth/resend-verification', input);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
