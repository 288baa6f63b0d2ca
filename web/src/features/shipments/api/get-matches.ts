import type { PublicProfileDto, RpcResponse, travelerProfileRpc } from '@oneway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_STALE_TIME_MS } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { MatchParty, MatchView } from './match-types';
import type { Page } from './types';
import { shipmentKeys } from './shipment-keys';

/** Under the shipments key: every shipment and interest mutation refreshes the matches too. */

/** GET /api/matches — my matches as sender or traveler, most recently changed first. */
export function getMatches(page: number, pageSize: number, signal?: AbortSignal): Promise<Page<MatchView>> {
  return api.get<Page<MatchView>>(`/api/matches?page=${page}&pageSize=${pageSize}`, signal);
}

export function useMatches(page: number, pageSize: number) {
  return useQuery(
    queryOptions({
      queryKey: shipmentKeys.matchList(page, pageSize),
      queryFn: ({ signal }) => getMatches(page, pageSize, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/matches/:id — one match of mine; someone else's is MATCH.NOT_FOUND. */
export function getMatch(id: string, signal?: AbortSignal): Promise<MatchView> {
  return api.get<MatchView>(`/api/matches/${encodeURIComponent(id)}`, signal);
}

export function useMatch(id: string) {
  return useQuery(queryOptions({ queryKey: shipmentKeys.match(id), queryFn: ({ signal }) => getMatch(id, signal) }));
}

/**
 * The other party's name and verification (identity: GET /api/users/:id/public) and rating
 * (marketplace: GET /api/travelers/:id; none until reviews exist, and none if it fails).
 */
export async function getMatchParty(userId: string, signal?: AbortSignal): Promise<MatchParty> {
  const id = encodeURIComponent(userId);
  const [user, profile] = await Promise.all([
    api.get<PublicProfileDto>(`/api/users/${id}/public`, signal),
    api
      .get<Pick<RpcResponse<typeof travelerProfileRpc>, 'rating'>>(`/api/travelers/${id}`, signal)
      .catch(() => ({ rating: null })),
  ]);
  return { fullName: user.fullName, isVerified: user.isVerified, rating: profile.rating };
}

export function useMatchParty(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: shipmentKeys.matchParty(userId),
      queryFn: ({ signal }) => getMatchParty(userId, signal),
      staleTime: PROFILE_STALE_TIME_MS,
    }),
  );
}
