import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError, messageFromBody } from './api-error';
import { clearSession, refreshAccessToken, shouldRefreshToken, storeSession } from './session';

describe('generic request failure text (issue 18 item 1: a sentence, never a status or code)', () => {
  it('takes the message from JSON message, detail or error, else the body text, else "Request failed"', () => {
    expect(messageFromBody({ message: 'From message' }, '')).toBe('From message');
    expect(messageFromBody({ detail: 'From detail' }, '')).toBe('From detail');
    expect(messageFromBody({ error: 'From error' }, '')).toBe('From error');
    expect(messageFromBody(undefined, 'plain text body')).toBe('plain text body');
    expect(messageFromBody(undefined, '')).toBe('Request failed');
  });

  it('throws the catalogue sentence for the code, keeping the code and field errors for branching', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'Email already registered',
            code: 'USER.EMAIL_TAKEN',
            correlationId: 'c-1',
            errors: [{ field: 'email', message: 'taken' }],
          },
          { status: 409 },
        ),
      ),
    );
    const error = await apiRequest('/api/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An account with this email already exists. Sign in instead.');
    expect((error as ApiError).code).toBe('USER.EMAIL_TAKEN');
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'email', message: 'taken' }]);
  });
});

describe('request headers (docs/decisions/web-token-storage.md)', () => {
  afterEach(() => clearSession());

  it('sends only the bearer token: no identity, test-mode or admin-override headers', async () => {
    storeSession({ accessToken: 'tok', expiresAt: new Date(Date.now() + 60_000).toISOString(), user: {} as never });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/profile');
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(
      Object.keys(headers)
        .map((h) => h.toLowerCase())
        .sort(),
    ).toEqual(['accept', 'authorization']);
  });
});

describe('a request during a session restore (cold load of a signed-in page)', () => {
  afterEach(() => clearSession());

  it('waits for the restore and goes out signed, instead of answering 401 as a visitor', async () => {
    let releaseRefresh: () => void = () => undefined;
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/api/auth/refresh') {
        await new Promise<void>((resolve) => (releaseRefresh = resolve));
        return Response.json({
          accessToken: 'restored',
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
          user: {},
        });
      }
      return Response.json({ ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    const restoring = refreshAccessToken();
    const request = apiRequest('/api/available-shipments/x');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    releaseRefresh();
    await Promise.all([restoring, request]);
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/available-shipments/x')!;
    expect((sent[1]!.headers as Record<string, string>).Authorization).toBe('Bearer restored');
  });
});

describe('token auto-refresh rule (spec §9: refresh within 90 s of expiry)', () => {
  it('refreshes only when expiry is 90 s away or less', () => {
    expect(shouldRefreshToken(null, 0, 90_000)).toBe(false);
    expect(shouldRefreshToken(100_000, 0, 90_000)).toBe(false);
    expect(shouldRefreshToken(90_000, 0, 90_000)).toBe(true);
    expect(shouldRefreshToken(10_000, 20_000, 90_000)).toBe(true);
  });
});
