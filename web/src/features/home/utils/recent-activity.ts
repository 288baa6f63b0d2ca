import { RECENT_ACTIVITY } from '@/config/marketplace';
import { cityOf } from '@/lib/marketplace-format';
import { formatActivityTime } from '@/lib/time-label';
import type { HomeConversation, HomeShipment, HomeTrip } from '../api/types';

/** Spec §3 activity item. */
export type ActivityItem = {
  id: string;
  type: 'match' | 'message' | 'expiring';
  title: string;
  description: string;
  time: string;
  actionUrl: string;
  actionText: string;
};

const DAY = 24 * 60 * 60_000;

/** How many items of each kind: the home panel's spec §9 limits, or none (the full /activity page). */
export type ActivityLimits = { maxShipments: number; maxConversations: number; maxTrips: number };
export const NO_ACTIVITY_LIMITS: ActivityLimits = {
  maxShipments: Infinity,
  maxConversations: Infinity,
  maxTrips: Infinity,
};
const MOVING = ['matched', 'picked_up', 'in_transit'];

/** Spec §9: whole days to the departure date (local midnight), floored, never negative. */
export function daysUntil(departureDate: string, now: Date): number {
  const [y, m, d] = departureDate.slice(0, 10).split('-').map(Number);
  const departure = new Date(y!, m! - 1, d!).getTime();
  return Math.max(0, Math.floor((departure - now.getTime()) / DAY));
}

const shipmentTitle = (status: string) =>
  status === 'matched' ? 'Shipment matched' : status === 'picked_up' ? 'Package picked up' : 'Shipment in transit';

const PREVIEW = 60;
const preview = (text: string) => {
  const chars = [...text];
  return chars.length > PREVIEW ? `${chars.slice(0, PREVIEW).join('')}…` : text;
};

/**
 * Spec §2/§9 Recent Activity: at most 2 matched or in-transit shipments and 2 conversations
 * (latest message), by recency, then 1 upcoming trip (the earliest departure today or later),
 * always last: 'Trip expiring soon' at 3 days or fewer, else 'Trip coming up', with 'N days
 * until departure'.
 */
export function buildRecentActivity(
  shipments: HomeShipment[],
  trips: HomeTrip[],
  now: Date,
  conversations: HomeConversation[] = [],
  limits: ActivityLimits = RECENT_ACTIVITY,
): ActivityItem[] {
  const messageItems = conversations
    .filter((c) => c.lastMessage)
    .sort((a, b) => b.lastMessage!.createdAt.localeCompare(a.lastMessage!.createdAt))
    .slice(0, limits.maxConversations)
    .map((c) => ({
      at: c.lastMessage!.createdAt,
      item: {
        id: `conversation-${c.userId}`,
        type: 'message' as const,
        title: `Message from ${c.user.fullName}`,
        description: preview(c.lastMessage!.content),
        time: formatActivityTime(c.lastMessage!.createdAt, now),
        actionUrl: `/messages/${c.userId}`,
        actionText: 'Reply',
      },
    }));
  const shipmentItems = shipments
    .filter((s) => MOVING.includes(s.status))
    .sort((a, b) => (b.updatedAt ?? b.createdAt).localeCompare(a.updatedAt ?? a.createdAt))
    .slice(0, limits.maxShipments)
    .map((s) => ({
      at: s.updatedAt ?? s.createdAt,
      item: {
        id: `shipment-${s.id}`,
        type: 'match' as const,
        title: shipmentTitle(s.status),
        description: `${cityOf(s.fromLocation)} → ${cityOf(s.toLocation)}`,
        time: formatActivityTime(s.updatedAt ?? s.createdAt, now),
        actionUrl: `/shipments/${s.id}`,
        actionText: 'View details',
      },
    }));
  const recent: ActivityItem[] = [...shipmentItems, ...messageItems]
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((x) => x.item);

  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const upcoming = trips
    .filter((t) => t.status === 'active' || t.status === 'pending_verification')
    .filter((t) => {
      const [y, m, d] = t.departureDate.slice(0, 10).split('-').map(Number);
      return new Date(y!, m! - 1, d!).getTime() >= today;
    })
    .sort((a, b) => a.departureDate.localeCompare(b.departureDate))
    .slice(0, limits.maxTrips)
    .map((t): ActivityItem => {
      const days = daysUntil(t.departureDate, now);
      return {
        id: `trip-${t.id}`,
        type: 'expiring',
        title: days <= RECENT_ACTIVITY.expiringTripDays ? 'Trip expiring soon' : 'Trip coming up',
        description: `${days} days until departure`,
        time: `${cityOf(t.fromLocation)} → ${cityOf(t.toLocation)}`,
        actionUrl: `/trips/${t.id}`,
        actionText: 'View trip',
      };
    });
  return [...recent, ...upcoming];
}
