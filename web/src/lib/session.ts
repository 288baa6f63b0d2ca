import { SIGNED_IN_COOKIE } from '@/config/storage-keys';
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

/** Whether the page holds the gateway's signed-in hint cookie (set beside the refresh cookie). */
function hasSignedInCookie(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/**
 * Whether this browser has a session to restore: the gateway sets the hint cookie (no secret)
 * with the httpOnly refresh cookie and clears it with it (decision web-signed-in-hint-cookie).
 * Without it a visitor's page makes no refresh call, and '/' paints the landing page at once
 * instead of waiting for the session check (issue 11 item 5). A render outside a browser (the
 * landing page prerendered at build time) is a visitor's.
 */
export function hadSession(): boolean {
  if (typeof document === 'undefined') return false;
  return hasSignedInCookie();
}

export function storeSession(payload: SessionPayload): User {
  const expiresAt = Date.parse(payload.expiresAt);
  session = {
    accessToken: payload.accessToken,
    expiresAt: Number.isNaN(expiresAt) ? Date.now() + 15 * 60_000 : expiresAt,
  };
  return payload.user;
}

/**
 * Forgets the session in this tab. The hint cookie goes too (the gateway clears it on logout
 * and on a refused refresh; this covers a logout whose request never arrived), so the next
 * page load does not try to restore a session that ended.
 */
export function clearSession(): void {
  session = null;
  if (typeof document !== 'undefined' && hasSignedInCookie())
    document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
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
