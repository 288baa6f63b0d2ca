import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, storeSession } from '@/lib/session';
import { testUser } from '@/testing/render-app';
import { useTokenRefresh } from './use-token-refresh';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('token auto-refresh (spec §9: tick every 30 s, refresh within 90 s of expiry)', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes on the first tick once the token is within 90 s of expiry, not before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    // Expires in 150 s: the tick at 30 s sees 120 s left (no refresh), the tick at 60 s sees 90 s.
    storeSession({ accessToken: 'old', expiresAt: new Date(Date.now() + 150_000).toISOString(), user: testUser() });
    const fetchMock = vi.fn(async () =>
      Response.json({ accessToken: 'new', expiresAt: new Date(Date.now() + 900_000).toISOString(), user: testUser() }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useTokenRefresh(), { wrapper });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
    await vi.waitFor(() => expect(getAccessToken()).toBe('new'));
  });
});
