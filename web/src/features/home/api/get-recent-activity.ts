import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page } from '@/lib/api-types/page';
import type { HomeConversation, HomeShipment, HomeTrip } from './types';
import { homeKeys } from './home-keys';

export type RecentActivitySource = { shipments: HomeShipment[]; trips: HomeTrip[]; conversations: HomeConversation[] };

/**
 * My matched or moving shipments (as sender) and my open trips: what the Recent Activity
 * panel picks from, and my latest conversations.
 */
export async function getRecentActivitySource(
  signal?: AbortSignal,
  sizes: { shipments: number; trips: number } = { shipments: 20, trips: 50 },
): Promise<RecentActivitySource> {
  const [shipments, trips, conversations] = await Promise.all([
    api.get<Page<HomeShipment>>(
      `/api/shipments?status=matched,picked_up,in_transit&page=1&pageSize=${sizes.shipments}`,
      signal,
    ),
    api.get<Page<HomeTrip>>(`/api/trips?status=active,pending_verification&page=1&pageSize=${sizes.trips}`, signal),
    api.get<{ items: HomeConversation[] }>('/api/conversations', signal),
  ]);
  return { shipments: shipments.items, trips: trips.items, conversations: conversations.items };
}

/** Keyed under 'shipments' so any shipment or trip change refreshes the panel. */
export const recentActivityQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.recentActivity, queryFn: ({ signal }) => getRecentActivitySource(signal) });

export function useRecentActivitySource() {
  return useQuery(recentActivityQueryOptions());
}

/** The full /activity page reads the same sources, as much of them as one request may hold. */
export const fullActivityQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.fullActivity,
    queryFn: ({ signal }) => getRecentActivitySource(signal, { shipments: 100, trips: 100 }),
  });

export function useFullActivitySource() {
  return useQuery(fullActivityQueryOptions());
}
