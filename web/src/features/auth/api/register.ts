import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/types/user';

export type RegisterInput = {
  fullName: string;
  username: string;
  email: string;
  country: string;
  password: string;
};

export async function register(input: RegisterInput): Promise<User> {
  const { user } = await api.post<{ user: User }>('/api/register', input);
  return user;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
