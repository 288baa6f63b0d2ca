import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, page, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';
import type { MatchView } from '../api/match-types';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const match = (o: Partial<MatchView> = {}, s: Partial<MatchView['shipment']> = {}): MatchView => ({
  id: 'm-1',
  role: 'sender',
  status: 'accepted',
  rejectionReason: null,
  message: 'I fly on the 3rd.',
  senderId: ME,
  travelerId: OTHER,
  otherPartyId: OTHER,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
  shipment: {
    id: 'ship-1',
    trackingNumber: 'OW-7KQ2M9',
    status: 'matched',
    fromLocation: 'London, United Kingdom',
    toLocation: 'Lagos, Nigeria',
    weightKg: 2,
    contents: 'Books',
    earliestPickupDate: '2026-11-25',
    latestDeliveryDate: '2026-12-10',
    paymentAmount: 4500,
    currency: 'GBP',
    escrowStatus: 'held',
    pickupCode: null,
    deliveryCode: '482913',
    ...s,
  },
  trip: {
    id: 'trip-1',
    fromLocation: 'London, United Kingdom',
    toLocation: 'Lagos, Nigeria',
    departureDate: '2026-12-03',
    arrivalDate: '2026-12-04',
    airlineName: 'British Airways',
  },
  nextStep: 'Hand the package to the traveler and enter their 6-digit pickup code to confirm the pickup.',
  actions: ['confirm_pickup', 'cancel', 'message'],
  ...o,
});

function gateway(routes: Record<string, () => Response>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  stubGateway(testUser({ id: ME }), (url, init) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/auth/refresh') return refreshAs(ME);
    if (url === `/api/users/${OTHER}/public`) return json({ fullName: 'Bola Traveler', isVerified: true });
    if (url === `/api/travelers/${OTHER}`) return json({ rating: 4.75 });
    const hit = routes[url];
    return hit ? hit() : undefined;
  });
  return calls;
}

describe('/matches/:id (issue 16)', () => {
  it('shows the sender the route, dates, the traveler with rating and verification, the payment state, the delivery code and the conversation link', async () => {
    gateway({ '/api/matches/m-1': () => json(match()) });
    renderRoute('/matches/m-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'London, United Kingdom → Lagos, Nigeria' }),
    ).toBeTruthy();
    expect(screen.getByTestId('match-status').textContent).toBe('Matched');
    expect(screen.getByTestId('next-step').textContent).toContain('enter their 6-digit pickup code');
    expect(screen.getByText('482913')).toBeTruthy();
    expect(screen.queryByTestId('pickup-code')).toBeNull();
    expect(await screen.findByText('Bola Traveler')).toBeTruthy();
    expect(screen.getByText('4.8 ★')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Held in escrow until delivery')).toBeTruthy();
    expect(screen.getByText('British Airways')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open conversation' }).getAttribute('href')).toBe(`/messages/${OTHER}`);
    expect(screen.getByRole('button', { name: 'Confirm pickup' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel shipment' })).toBeTruthy();
  });

  it('offers exactly the actions the server allows: a traveler’s pending offer can only be withdrawn', async () => {
    gateway({
      '/api/matches/m-1': () =>
        json(
          match(
            {
              role: 'traveler',
              status: 'pending',
              otherPartyId: OTHER,
              nextStep: 'Waiting for the sender to accept your offer. You can withdraw it until then.',
              actions: ['withdraw', 'message'],
            },
            { status: 'pending', escrowStatus: null, deliveryCode: null },
          ),
        ),
    });
    renderRoute('/matches/m-1');
    expect(await screen.findByRole('button', { name: 'Withdraw offer' })).toBeTruthy();
    expect(screen.getByTestId('match-status').textContent).toBe('Offer sent');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm pickup' })).toBeNull();
    expect(screen.queryByText('Payment')).toBeNull();
    // A traveler whose offer is pending may not open the shipment itself.
    expect(screen.queryByRole('link', { name: 'Shipment details and timeline' })).toBeNull();
  });

  it('the sender enters the traveler’s 6-digit code; a short code is refused before any request', async () => {
    const calls = gateway({
      '/api/matches/m-1': () => json(match()),
      '/api/shipments/ship-1/pickup': () => json({}),
    });
    renderRoute('/matches/m-1');
    const form = await screen.findByRole('form', { name: "Traveler's pickup code" });
    const input = form.querySelector('input')!;
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm pickup' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    fireEvent.change(input, { target: { value: '105822' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm pickup' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/shipments/ship-1/pickup')).toBe(true));
    expect(calls.find((c) => c.url === '/api/shipments/ship-1/pickup')!.body).toMatchObject({ code: '105822' });
  });

  it('another user’s match: "not found" in words, with a way back, and nothing of the match', async () => {
    gateway({
      '/api/matches/m-1': () => json({ status: 404, detail: 'Match not found', code: 'MATCH.NOT_FOUND' }, 404),
    });
    renderRoute('/matches/m-1');
    expect(await screen.findByText("We couldn't load this match.")).toBeTruthy();
    expect(screen.getByText(/couldn't find this match/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Matches' }).getAttribute('href')).toBe('/matches');
  });

  it('shows a loading state first', async () => {
    gateway({ '/api/matches/m-1': () => json(match()) });
    renderRoute('/matches/m-1');
    expect(await screen.findByText(/Loading/)).toBeTruthy();
  });
});

describe('/matches (issue 16)', () => {
  it('lists my matches from either side with status and the next step, each linking to its detail', async () => {
    gateway({
      '/api/matches?page=1&pageSize=10': () =>
        json(
          page([
            match(),
            match(
              {
                id: 'm-2',
                role: 'traveler',
                nextStep: 'Mark the shipment in transit when you set off with the package.',
              },
              { status: 'picked_up', toLocation: 'Abuja, Nigeria', deliveryCode: null },
            ),
          ]),
        ),
    });
    renderRoute('/matches');
    const cards = await screen.findAllByTestId('match-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('You send');
    expect(cards[0]!.textContent).toContain('Matched');
    expect(cards[1]!.textContent).toContain('You carry');
    expect(cards[1]!.textContent).toContain('Picked up');
    expect(cards[1]!.textContent).toContain('Mark the shipment in transit');
    expect(screen.getByRole('link', { name: 'London, United Kingdom → Abuja, Nigeria' }).getAttribute('href')).toBe(
      '/matches/m-2',
    );
  });

  it('empty: says how a match comes about and where to go', async () => {
    gateway({ '/api/matches?page=1&pageSize=10': () => json(page([])) });
    renderRoute('/matches');
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find packages to carry' }).getAttribute('href')).toBe(
      '/available-shipments',
    );
  });

  it('error: a sentence, not a status code', async () => {
    gateway({
      '/api/matches?page=1&pageSize=10': () =>
        json({ status: 503, detail: 'Service Unavailable', code: 'SERVICE.UNAVAILABLE' }, 503),
    });
    renderRoute('/matches');
    expect(await screen.findByText("We couldn't load your matches.")).toBeTruthy();
    expect(screen.queryByText(/503/)).toBeNull();
  });
});
