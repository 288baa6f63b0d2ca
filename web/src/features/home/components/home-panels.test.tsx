import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, page, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const ME = '11111111-1111-4111-8111-111111111111';
const trip = (n: number) => ({
  id: `trip-${n}`,
  travelerId: `traveler-${n}`,
  status: 'active',
  fromLocation: 'New York, United States',
  toLocation: 'Toronto, Canada',
  departureDate: '2026-12-03',
  arrivalDate: '2026-12-03',
  createdAt: '2026-11-01T00:00:00Z',
});

function stub(travelers: unknown[], shipments: unknown[] = [], trips: unknown[] = []) {
  stubGateway(testUser({ id: ME }), (url) => {
    if (url === '/api/auth/refresh') return refreshAs(ME);
    if (url.startsWith('/api/travelers?')) return json(page(travelers));
    const profile = /^\/api\/travelers\/(traveler-\d+)$/.exec(url);
    if (profile)
      return json({
        userId: profile[1],
        rating: 4.66,
        completedTrips: 3,
        deliveredShipments: 5,
        cancelledMatches: 0,
        trips: [],
      });
    if (/^\/api\/users\/traveler-\d+\/public$/.test(url))
      return json({
        id: 'x',
        username: 'bola',
        fullName: 'Bola Adeyemi',
        country: 'Nigeria',
        bio: null,
        profileImage: null,
        userType: 'both',
        isVerified: true,
        createdAt: '2026-01-01T00:00:00Z',
      });
    if (url.startsWith('/api/shipments?')) return json(page(shipments));
    if (url.startsWith('/api/trips?')) return json(page(trips));
    if (url === '/api/conversations') return json({ items: [], totalUnread: 0 });
    return undefined;
  });
}

describe('signed-in home panels', () => {
  it('Available Travelers shows at most 6 trips with initials, name, rating to one decimal, cities and short date', async () => {
    stub(Array.from({ length: 8 }, (_, i) => trip(i)));
    renderRoute('/');
    const panel = await screen.findByRole('list', { name: 'Available travelers' });
    const cards = within(panel).getAllByTestId('traveler-card');
    expect(cards).toHaveLength(6);
    const first = cards[0]!;
    expect(await within(first).findByText('BA')).toBeTruthy();
    expect(await within(first).findByText(/Bola Adeyemi/)).toBeTruthy();
    expect(await within(first).findByText('★ 4.7')).toBeTruthy();
    expect(within(first).getByText('New York → Toronto · Dec 3')).toBeTruthy();
    // 'Contact' opens a conversation with the traveler.
    expect(within(first).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/messages/traveler-0');
    expect(within(first).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/travelers/traveler-0',
    );
  });

  it('empty states: No travelers available and No activity yet', async () => {
    stub([]);
    renderRoute('/');
    expect(await screen.findByText('No travelers available')).toBeTruthy();
    expect(screen.getByText('Check back later for available travelers')).toBeTruthy();
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    expect(screen.getByText('Your recent activity will appear here')).toBeTruthy();
  });

  it('Recent Activity lists a matched shipment with View details and the upcoming trip with View trip', async () => {
    const soon = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    stub(
      [],
      [
        {
          id: 'ship-9',
          status: 'matched',
          fromLocation: 'London, United Kingdom',
          toLocation: 'Lagos, Nigeria',
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      ],
      [{ ...trip(1), id: 'mine-1', departureDate: soon }],
    );
    renderRoute('/');
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByTestId('activity-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Shipment matched')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      '/shipments/ship-9',
    );
    expect(within(items[1]!).getByText('Trip coming up')).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'View trip' }).getAttribute('href')).toBe('/trips/mine-1');
  });
});
