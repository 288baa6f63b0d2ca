import type { loginRpc, RpcInput } from '@oneway/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeSession, type SessionPayload } from '@/lib/session';
import type { User } from '@/types/user';

// `ip` is what the gateway saw, never sent by the browser.
export type LoginInput = Omit<RpcInput<typeof loginRpc>, 'ip'>;

/** POST /api/login: the gateway resolves a username to its account (spec §5). */
export async function login(input: LoginInput): Promise<User> {
  const payload = await api.post<SessionPayload>('/api/login', input);
  return storeSession(payload);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
