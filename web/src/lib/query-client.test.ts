import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

describe('query client (spec §9 timings, §2 401 handling)', () => {
  it('other queries: stale 60 s, cache 5 minutes, no retry, no refetch on focus or interval', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(60_000);
    expect(defaults.gcTime).toBe(300_000);
    expect(defaults.retry).toBe(false);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchInterval).toBe(false);
  });

  it('a 401 from any query saves the current page as the return path', async () => {
    window.history.pushState({}, '', '/earnings?tab=pending');
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['wallet'],
      queryFn: () => Promise.reject(new ApiError({ status: 401, detail: 'Not signed in' })),
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => localStorage.getItem('return_path')).toBe('/earnings?tab=pending');
    unsubscribe();
  });

  it('other errors do not touch the return path', async () => {
    window.history.pushState({}, '', '/trips');
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['trips'], queryFn: () => Promise.reject(new ApiError({ status: 500, detail: 'boom' })) })
      .catch(() => {});
    expect(localStorage.getItem('return_path')).toBeNull();
  });
});
