import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, page, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const ME = '11111111-1111-4111-8111-111111111111';
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const shipment = (n: number) => ({
  id: `s${n}`,
  status: 'matched',
  fromLocation: 'London, United Kingdom',
  toLocation: 'Lagos, Nigeria',
  createdAt: ago(1000 + n),
  updatedAt: ago(n * 10),
});
const conversation = (n: number) => ({
  userId: `u${n}`,
  user: { fullName: `Person ${n}` },
  lastMessage: { content: `Hello ${n}`, createdAt: ago(n * 10 + 5), senderId: `u${n}` },
});
const trip = (n: number, days: number) => ({
  id: `t${n}`,
  travelerId: ME,
  status: 'active',
  fromLocation: 'London, United Kingdom',
  toLocation: 'Toronto, Canada',
  departureDate: inDays(days),
  arrivalDate: inDays(days + 1),
  createdAt: ago(5000),
});

function stub(source: { shipments: unknown[]; trips: unknown[]; conversations: unknown[] } | 'error') {
  stubGateway(testUser({ id: ME }), (url) => {
    if (url === '/api/auth/refresh') return refreshAs(ME);
    if (source === 'error' && url.startsWith('/api/shipments'))
      return json({ status: 503, detail: 'Service Unavailable', code: 'SERVICE.UNAVAILABLE' }, 503);
    if (source === 'error') return undefined;
    if (url.startsWith('/api/shipments?')) return json({ ...page(source.shipments), pageSize: 100 });
    if (url.startsWith('/api/trips?')) return json({ ...page(source.trips), pageSize: 100 });
    if (url === '/api/conversations') return json({ items: source.conversations });
    return undefined;
  });
}

describe('/activity: the full, paged Recent Activity (issue 16, spec §9)', () => {
  it('shows every item, not the home’s 2+2+1, with the same titles and actions, ten a page, trips last', async () => {
    stub({
      shipments: [1, 2, 3, 4, 5, 6].map(shipment),
      conversations: [1, 2, 3, 4].map(conversation),
      trips: [trip(1, 2), trip(2, 10)],
    });
    renderRoute('/activity');
    const list = await screen.findByRole('list', { name: 'Activity' });
    let items = within(list).getAllByTestId('activity-item');
    expect(items).toHaveLength(10);
    expect(items[0]!.textContent).toContain('Shipment matched');
    expect(within(items[0]!).getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/shipments/s1');
    expect(screen.getAllByText(/^Message from Person/)).toHaveLength(4);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    items = within(screen.getByRole('list', { name: 'Activity' })).getAllByTestId('activity-item');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['Trip expiring soon', 'Trip coming up']);
    expect(within(items[0]!).getByRole('link', { name: 'View trip' }).getAttribute('href')).toBe('/trips/t1');
  });

  it('empty: the spec’s empty state', async () => {
    stub({ shipments: [], conversations: [], trips: [] });
    renderRoute('/activity');
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    expect(screen.getByText('Your recent activity will appear here')).toBeTruthy();
  });

  it('loading, then an error in words', async () => {
    stub('error');
    renderRoute('/activity');
    expect(await screen.findByRole('status', { name: 'Loading activity' })).toBeTruthy();
    expect(await screen.findByText("We couldn't load your activity.")).toBeTruthy();
  });
});
