import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page } from '@/lib/api-types/page';
import type { HomeConversation, HomeShipment, HomeTrip } from './types';

export type RecentActivitySource = { shipments: HomeShipment[]; trips: HomeTrip[]; conversations: HomeConversation[] };

/**
 * My matched or moving shipments (as sender) and my open trips: what the Recent Activity
 * panel picks from, and my latest conversations.
 */
export async function getRecentActivitySource(signal?: AbortSignal): Promise<RecentActivitySource> {
  const [shipments, trips, conversations] = await Promise.all([
    api.get<Page<HomeShipment>>('/api/shipments?status=matched,picked_up,in_transit&page=1&pageSize=20', signal),
    api.get<Page<HomeTrip>>('/api/trips?status=active,pending_verification&page=1&pageSize=50', signal),
    api.get<{ items: HomeConversation[] }>('/api/conversations', signal),
  ]);
  return { shipments: shipments.items, trips: trips.items, conversations: conversations.items };
}

/** Keyed under 'shipments' so any shipment or trip change refreshes the panel. */
export const recentActivityQueryOptions = () =>
  queryOptions({ queryKey: ['shipments', 'home-activity'], queryFn: ({ signal }) => getRecentActivitySource(signal) });

export function useRecentActivitySource() {
  return useQuery(recentActivityQueryOptions());
}
