import { describe, expect, it, vi } from 'vitest';
import { logout } from './logout';

const answer = (status: number) =>
  vi.fn(async () =>
    status === 204
      ? new Response(null, { status })
      : Response.json(
          { status, detail: 'No session' },
          { status, headers: { 'Content-Type': 'application/problem+json' } },
        ),
  );

describe('POST /api/logout (spec §8: sign-out ignores 401, 403, 404)', () => {
  it('a 204 from the server is a successful sign-out', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(logout()).resolves.toBe(true);
  });

  it.each([401, 403, 404])('§8 sign-out ignores %i: it resolves as a successful sign-out', async (status) => {
    const fetchMock = answer(status);
    vi.stubGlobal('fetch', fetchMock);
    await expect(logout()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it.each([500, 503])(
    '§8 sign-out does not ignore %i: the server had an issue, so it is not a confirmed sign-out',
    async (status) => {
      vi.stubGlobal('fetch', answer(status));
      await expect(logout()).resolves.toBe(false);
    },
  );
});
