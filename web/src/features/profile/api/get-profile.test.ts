import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_STALE_TIME_MS } from '@/config/constants';
import { createQueryClient } from '@/lib/query-client';
import { testUser } from '@/testing/render-app';
import { profileQueryOptions } from './get-profile';

describe('profile fetch (spec §9: profile fetch stale time 5 minutes)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§9 profile fetch stale time is 5 minutes', () => {
    expect(PROFILE_STALE_TIME_MS).toBe(5 * 60_000);
    expect(profileQueryOptions().staleTime).toBe(300_000);
  });

  it('§9 the profile is not fetched again within 5 minutes of the last fetch; a screen opened at 5 minutes fetches it anew', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const profileFetches = vi.fn(async () => Response.json(testUser({ fullName: 'Ada Obi' })));
    vi.stubGlobal('fetch', profileFetches);
    const client = createQueryClient();

    /** A screen showing the profile opens (an observer subscribes) and closes again. */
    const openScreen = async () => {
      const observer = new QueryObserver(client, profileQueryOptions());
      const close = observer.subscribe(() => {});
      // Let the request answer without moving the clock.
      for (let i = 0; i < 100 && observer.getCurrentResult().fetchStatus !== 'idle'; i += 1) {
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(observer.getCurrentResult().fetchStatus).toBe('idle');
      const result = observer.getCurrentResult();
      close();
      return result;
    };

    expect((await openScreen()).data?.fullName).toBe('Ada Obi');
    expect(profileFetches).toHaveBeenCalledTimes(1);
    expect(profileFetches).toHaveBeenLastCalledWith('/api/profile', expect.objectContaining({ method: 'GET' }));

    // 1 minute (past the 60 s of other queries), then just under 5 minutes: served from the cache.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await openScreen()).data?.fullName).toBe('Ada Obi');
    vi.setSystemTime(Date.now() + 4 * 60_000 - 1);
    expect((await openScreen()).data?.fullName).toBe('Ada Obi');
    expect(profileFetches).toHaveBeenCalledTimes(1);

    // At 5 minutes the profile is stale: the next screen fetches it.
    vi.setSystemTime(Date.now() + 1);
    await openScreen();
    expect(profileFetches).toHaveBeenCalledTimes(2);
  });
});
