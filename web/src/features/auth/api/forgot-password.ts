import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await api.post<void>('/api/auth/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
