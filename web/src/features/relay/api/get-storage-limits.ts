import type { StorageLimits } from '@oneway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { relayKeys } from './relay-keys';

/** GET /api/relay-points/storage-limits — public: how long relay points keep a package. */
export function getStorageLimits(signal?: AbortSignal): Promise<StorageLimits> {
  return api.get<StorageLimits>('/api/relay-points/storage-limits', signal);
}

export const storageLimitsQueryOptions = () =>
  queryOptions({
    queryKey: relayKeys.storageLimits,
    queryFn: ({ signal }) => getStorageLimits(signal),
    staleTime: 60_000,
  });

export function useStorageLimits() {
  return useQuery(storageLimitsQueryOptions());
}
