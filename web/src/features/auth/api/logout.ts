import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * POST /api/logout. Resolves true when the server ended the session; spec §8: sign-out ignores
 * 401, 403 and 404 (the session is already gone), anything else is reported as false.
 */
export async function logout(): Promise<boolean> {
  try {
    await api.post<void>('/api/logout');
    return true;
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return true;
    return false;
  }
}
