import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/change-email: checks the current password and mails a confirmation link to
 * the new address (and a notice to the current one). The sign-in e-mail changes only when
 * that link is opened.
 */
export async function requestEmailChange(input: { email: string; currentPassword: string }) {
  return api.post<{ pendingEmail: string }>('/api/auth/change-email', input);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
