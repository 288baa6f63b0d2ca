import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError, messageFromBody } from './api-error';
import { clearSession, shouldRefreshToken, storeSession } from './session';

describe('generic request failure text (spec §8)', () => {
  it('takes the message from JSON message, detail or error, else the body text, else "Request failed"', () => {
    expect(messageFromBody({ message: 'From message' }, '')).toBe('From message');
    expect(messageFromBody({ detail: 'From detail' }, '')).toBe('From detail');
    expect(messageFromBody({ error: 'From error' }, '')).toBe('From error');
    expect(messageFromBody(undefined, 'plain text body')).toBe('plain text body');
    expect(messageFromBody(undefined, '')).toBe('Request failed');
  });

  it('throws "{status}: {message}" with the problem+json code and field errors', async () => {
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
    expect((error as ApiError).message).toBe('409: Email already registered');
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

describe('token auto-refresh rule (spec §9: refresh within 90 s of expiry)', () => {
  it('refreshes only when expiry is 90 s away or less', () => {
    expect(shouldRefreshToken(null, 0, 90_000)).toBe(false);
    expect(shouldRefreshToken(100_000, 0, 90_000)).toBe(false);
    expect(shouldRefreshToken(90_000, 0, 90_000)).toBe(true);
    expect(shouldRefreshToken(10_000, 20_000, 90_000)).toBe(true);
  });
});
