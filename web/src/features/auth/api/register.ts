import type { registerRpc, RpcInput, RpcResponse } from '@oneway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/types/user';

// `country` is the select's text; the server checks it against COUNTRIES (a 400 naming the field).
export type RegisterInput = Omit<RpcInput<typeof registerRpc>, 'country'> & { country: string };
export async function register(input: RegisterInput): Promise<User> {
  const { user } = await api.post<RpcResponse<typeof registerRpc>>('/api/register', input);
  return user;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
