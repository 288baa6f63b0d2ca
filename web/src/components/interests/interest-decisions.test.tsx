import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useAcceptInterest, useRejectInterest } from './interest-decisions';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { ...actual.api, post: vi.fn(async () => ({})) } };
});

function withCache() {
  const client = new QueryClient();
  for (const key of [['interests', 'received'], ['shipments', 'mine'], ['trips', 'mine'], ['profile']]) {
    client.setQueryData(key, { cached: true });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
  return { wrapper, stale };
}

describe('the sender answering an interest', () => {
  it.each([
    ['accept', useAcceptInterest],
    ['reject', useRejectInterest],
  ] as const)(
    '%s posts to the interest and refreshes interests, shipments and trips (nothing else)',
    async (verb, hook) => {
      const { wrapper, stale } = withCache();
      const { result } = renderHook(() => hook(), { wrapper });
      await act(async () => {
        await result.current.mutateAsync('i 1');
      });
      expect(api.post).toHaveBeenCalledWith(`/api/interests/i%201/${verb}`);
      expect(stale().sort()).toEqual(['interests', 'shipments', 'trips']);
    },
  );
});
