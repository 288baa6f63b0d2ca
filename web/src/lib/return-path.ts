import { STORAGE_KEYS } from '@/config/storage-keys';

const AUTH_PATHS = ['/auth', '/login', '/register'];

/**
 * Accepts only same-site relative paths so `return_to` can never send someone to another
 * origin (`//evil.example`, `https://…`, `javascript:`) or back into the auth screen.
 */
export function sanitizeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  let value = candidate.trim();
  try {
    value = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f]/.test(value)) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return value;
}

/** Spec §2: after login go to the return path (query first, then the one saved on a 401), else '/'. */
export function resolvePostLoginTarget(returnToParam: string | null, storedReturnPath: string | null): string {
  return sanitizeReturnPath(returnToParam) ?? sanitizeReturnPath(storedReturnPath) ?? '/';
}

/** The /auth URL a protected route redirects to. */
export function authUrlFor(path: string): string {
  const safe = sanitizeReturnPath(path);
  return safe && safe !== '/' ? `/auth?return_to=${encodeURIComponent(safe)}` : '/auth';
}

export function saveReturnPath(path: string): void {
  const safe = sanitizeReturnPath(path);
  if (!safe) return;
  try {
    localStorage.setItem(STORAGE_KEYS.returnPath, safe);
  } catch {
    /* storage unavailable */
  }
}

export function takeStoredReturnPath(): string | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.returnPath);
    localStorage.removeItem(STORAGE_KEYS.returnPath);
    return value;
  } catch {
    return null;
  }
}

export function peekStoredReturnPath(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.returnPath);
  } catch {
    return null;
  }
}
