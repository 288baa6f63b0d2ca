import { STORAGE_KEYS } from '@/config/storage-keys';
import type { User } from '@/types/user';

/**
 * The access token lives in memory only (docs/decisions/web-token-storage.md): a script
 * injected into the page cannot read it from storage, and a reload restores the session
 * through the httpOnly refresh cookie (POST /api/auth/refresh).
 */
type Session = { accessToken: string; expiresAt: number };

let session: Session | null = null;
let refreshInFlight: Promise<User | null> | null = null;

export type SessionPayload = { accessToken: string; expiresAt: string; user: User };

export function getAccessToken(): string | null {
  return session?.accessToken ?? null;
}

export function getSessionExpiry(): number | null {
  return session?.expiresAt ?? null;
}

function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(STORAGE_KEYS.sessionHint, '1');
    else localStorage.removeItem(STORAGE_KEYS.sessionHint);
  } catch {
    // Storage disabled: '/' then waits for the session check, as before.
  }
}

/**
 * Whether this browser last had a session (no secret: a flag beside the httpOnly cookie). A
 * visitor's first paint of '/' need not wait for the session check (issue 11 item 5). A render
 * outside a browser (the landing page prerendered at build time) is a visitor's.
 */
export function hadSession(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return localStorage.getItem(STORAGE_KEYS.sessionHint) === '1';
  } catch {
    return true;
  }
}

export function storeSession(payload: SessionPayload): User {
  setSessionHint(true);
  const expiresAt = Date.parse(payload.expiresAt);
  session = {
    accessToken: payload.accessToken,
    expiresAt: Number.isNaN(expiresAt) ? Date.now() + 15 * 60_000 : expiresAt,
  };
  return payload.user;
}

export function clearSession(): void {
  session = null;
  setSessionHint(false);
}

/** Spec §9 auto-refresh: refresh when the token expires within `windowMs`. */
export function shouldRefreshToken(expiresAt: number | null, now: number, windowMs: number): boolean {
  if (expiresAt === null) return false;
  return expiresAt - now <= windowMs;
}

/** The session restore under way, if any: a request made meanwhile waits for it rather than go out unsigned. */
export function refreshInProgress(): Promise<User | null> | null {
  return refreshInFlight;
}

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers share one request,
 * so a burst of 401s never rotates the refresh token twice. Resolves null when signed out.
 */
export function refreshAccessToken(): Promise<User | null> {
  refreshInFlight ??= withRefreshLock(async () => {
    try {
      const response = await fetch('/api/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (response.status === 401 || response.status === 403) {
        clearSession();
        return null;
      }
      if (!response.ok) throw new Error('Your session could not be restored. Please try again.');
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('json')) throw new Error('Your session could not be restored. Please try again.');
      return storeSession((await response.json()) as SessionPayload);
    } finally {
      refreshInFlight = null;
    }
  });
  return refreshInFlight;
}

/**
 * The identity service revokes a session when a rotated refresh token is presented again, so
 * tabs of one browser (sharing the cookie) must never refresh at the same moment: the Web
 * Locks API serialises them. Where it is missing, the per-tab de-duplication above remains.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request('oneway-session-refresh', task) as Promise<T>;
}
