import { describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, hadSession, storeSession } from '@/lib/session';
import { testUser } from '@/testing/render-app';
import { authUserQueryOptions, getAuthUser } from '@/lib/auth-user';

describe('auth check (spec §9: stale 30 s, refetch on focus and every 5 minutes, 2 retries 1 s apart)', () => {
  it('uses the spec timings', () => {
    const options = authUserQueryOptions();
    expect(options.staleTime).toBe(30_000);
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.refetchInterval).toBe(300_000);
    expect(options.retry).toBe(2);
    expect(options.retryDelay).toBe(1_000);
  });

  it('restores the session from the refresh cookie when no token is in memory', async () => {
    const user = testUser();
    const fetchMock = vi.fn(async () =>
      Response.json({ accessToken: 'fresh', expiresAt: new Date(Date.now() + 900_000).toISOString(), user }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getAuthUser()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    expect(getAccessToken()).toBe('fresh');
  });

  it('a visitor (refresh 401) is null, not an error, so it is not retried; the stale hint goes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":401}', { status: 401 })),
    );
    await expect(getAuthUser()).resolves.toBeNull();
    expect(hadSession()).toBe(false);
  });

  it('a browser without the signed-in hint cookie is a visitor at once: no refresh call to fail', async () => {
    document.cookie = 'oneway_signed_in=; Path=/; Max-Age=0';
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(getAuthUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads only its own hint cookie, and only the value the gateway sets', () => {
    document.cookie = 'oneway_signed_in=; Path=/; Max-Age=0';
    document.cookie = 'not_oneway_signed_in=1; Path=/';
    expect(hadSession()).toBe(false);
    document.cookie = 'oneway_signed_in=0; Path=/';
    expect(hadSession()).toBe(false);
    document.cookie = 'oneway_signed_in=1; Path=/';
    expect(hadSession()).toBe(true);
    document.cookie = 'not_oneway_signed_in=; Path=/; Max-Age=0';
  });

  it('signing out in this tab removes the hint, so a reload does not try to restore the session', () => {
    storeSession({ accessToken: 'tok', expiresAt: new Date(Date.now() + 900_000).toISOString(), user: testUser() });
    expect(hadSession()).toBe(true);
    clearSession();
    expect(hadSession()).toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  it('does not restore the session right after a logout in this tab (spec §4 logged-out markers)', async () => {
    sessionStorage.setItem('just_logged_out', '1');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(getAuthUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a token, GET /api/user answers the user; a server error is thrown so the query retries', async () => {
    storeSession({ accessToken: 'tok', expiresAt: new Date(Date.now() + 900_000).toISOString(), user: testUser() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(testUser({ fullName: 'Ada Updated' }))),
    );
    await expect(getAuthUser()).resolves.toMatchObject({ fullName: 'Ada Updated' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":503,"detail":"down"}', { status: 503 })),
    );
    await expect(getAuthUser()).rejects.toThrow('Something went wrong on our side. Please try again in a moment.');
  });
});
