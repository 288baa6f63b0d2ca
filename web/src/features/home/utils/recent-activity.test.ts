import { describe, expect, it } from 'vitest';
import type { HomeShipment, HomeTrip } from '../api/types';
import { buildRecentActivity, daysUntil } from './recent-activity';
import { travelerInitials, travelerRating } from './traveler-card';

const NOW = new Date(2026, 10, 21, 12, 0, 0);
const shipment = (id: string, status: HomeShipment['status'], updatedAt: string): HomeShipment => ({
  id,
  status,
  fromLocation: 'London, United Kingdom',
  toLocation: 'Lagos, Nigeria',
  createdAt: updatedAt,
  updatedAt,
});
const trip = (id: string, departureDate: string, status: HomeTrip['status'] = 'active'): HomeTrip => ({
  id,
  travelerId: 't',
  status,
  fromLocation: 'Chicago, United States',
  toLocation: 'London, United Kingdom',
  departureDate,
  arrivalDate: departureDate,
  createdAt: '2026-11-01T00:00:00Z',
});

describe('Recent Activity rules (spec §2, §9)', () => {
  it('shows at most 2 matched or in-transit shipments, newest first, with View details', () => {
    const items = buildRecentActivity(
      [
        shipment('a', 'matched', '2026-11-20T10:00:00Z'),
        shipment('b', 'in_transit', '2026-11-21T10:00:00Z'),
        shipment('c', 'matched', '2026-11-19T10:00:00Z'),
        shipment('d', 'pending', '2026-11-21T11:00:00Z'),
      ],
      [],
      NOW,
    );
    expect(items.map((i) => i.id)).toEqual(['shipment-b', 'shipment-a']);
    expect(items[0]).toMatchObject({
      title: 'Shipment in transit',
      description: 'London → Lagos',
      actionUrl: '/shipments/b',
      actionText: 'View details',
    });
  });

  it('adds one upcoming trip, the earliest future departure, always last, with View trip', () => {
    const items = buildRecentActivity(
      [shipment('a', 'matched', '2026-11-20T10:00:00Z')],
      [trip('late', '2026-12-20'), trip('past', '2026-11-20'), trip('soon', '2026-11-30')],
      NOW,
    );
    expect(items.map((i) => i.id)).toEqual(['shipment-a', 'trip-soon']);
    expect(items[1]).toMatchObject({ actionUrl: '/trips/soon', actionText: 'View trip' });
  });

  it("labels a trip 3 days or fewer away 'Trip expiring soon', else 'Trip coming up', with 'N days until departure'", () => {
    expect(buildRecentActivity([], [trip('x', '2026-11-24')], NOW)[0]).toMatchObject({
      title: 'Trip expiring soon',
      description: '2 days until departure',
    });
    expect(buildRecentActivity([], [trip('x', '2026-11-26')], NOW)[0]).toMatchObject({
      title: 'Trip coming up',
      description: '4 days until departure',
    });
  });

  it('days until departure are floored and never negative', () => {
    expect(daysUntil('2026-11-21', NOW)).toBe(0);
    expect(daysUntil('2026-11-23', NOW)).toBe(1);
    expect(daysUntil('2026-11-01', NOW)).toBe(0);
  });

  it('no shipments and no upcoming trip: an empty list (the panel shows its empty state)', () => {
    expect(buildRecentActivity([], [trip('past', '2026-11-01')], NOW)).toEqual([]);
  });
});

describe('Available Travelers card rules (spec §2)', () => {
  it('initials are the first letters of the first 2 words of the name', () => {
    expect(travelerInitials('Bola Adeyemi')).toBe('BA');
    expect(travelerInitials('ada chioma obi')).toBe('AC');
    expect(travelerInitials('')).toBe('U');
  });

  it('rating is shown to one decimal', () => {
    expect(travelerRating(4.666)).toBe('4.7');
    expect(travelerRating(5)).toBe('5.0');
    expect(travelerRating(null)).toBe('New');
  });
});

describe('Recent Activity conversations (spec §2, §9)', () => {
  const now = new Date('2026-11-23T12:00:00');
  const conv = (userId: string, minutesAgo: number, content = 'Hello') => ({
    userId,
    user: { fullName: `Person ${userId}` },
    lastMessage: { content, createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(), senderId: userId },
  });
  it('shows at most 2 conversations, latest first, with Reply to /messages/{userId} and a 60-character preview', () => {
    const items = buildRecentActivity([], [], now, [conv('a', 30), conv('b', 5, 'x'.repeat(70)), conv('c', 90)]);
    expect(items.map((i) => i.actionUrl)).toEqual(['/messages/b', '/messages/a']);
    expect(items[0]).toMatchObject({
      type: 'message',
      title: 'Message from Person b',
      description: `${'x'.repeat(60)}…`,
      time: '5 minutes ago',
      actionText: 'Reply',
    });
  });
  it('sorts conversations and shipments together by recency; the trip stays last', () => {
    const shipment: HomeShipment = {
      id: 's1',
      status: 'in_transit',
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      createdAt: new Date(now.getTime() - 10 * 60_000).toISOString(),
      updatedAt: new Date(now.getTime() - 10 * 60_000).toISOString(),
    };
    const trip: HomeTrip = {
      id: 't1',
      travelerId: 'me',
      status: 'active',
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      departureDate: '2026-11-30',
      arrivalDate: '2026-11-30',
      createdAt: now.toISOString(),
    };
    const items = buildRecentActivity([shipment], [trip], now, [conv('a', 1), conv('b', 60)]);
    expect(items.map((i) => i.id)).toEqual(['conversation-a', 'shipment-s1', 'conversation-b', 'trip-t1']);
  });
});
