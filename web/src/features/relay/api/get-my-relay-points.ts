import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RelayPoint } from './types';
import { relayKeys } from './relay-keys';

/** Every query of this feature starts with this key; mutations invalidate it. */

/** GET /api/relay/points — the points the signed-in staff member works at. */
export function getMyRelayPoints(signal?: AbortSignal): Promise<{ items: RelayPoint[] }> {
  return api.get<{ items: RelayPoint[] }>('/api/relay/points', signal);
}

export const myRelayPointsQueryOptions = () =>
  queryOptions({ queryKey: relayKeys.mine, queryFn: ({ signal }) => getMyRelayPoints(signal) });

export function useMyRelayPoints(enabled = true) {
  return useQuery({ ...myRelayPointsQueryOptions(), enabled });
}
