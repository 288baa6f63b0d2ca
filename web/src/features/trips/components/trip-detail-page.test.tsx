import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@/lib/marketplace-format';
import { json, page, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const ME = '22222222-2222-4222-8222-222222222222';
const trip = (o: Record<string, unknown>) => ({
  id: 'trip-1',
  travelerId: ME,
  status: 'active',
  fromLocation: 'Chicago, United States',
  fromAirport: 'ORD',
  toLocation: 'London, United Kingdom',
  toAirport: 'LHR',
  departureDate: '2026-12-01',
  arrivalDate: '2026-12-02',
  availableSpaceKg: 10,
  remainingSpaceKg: 6,
  airlineName: null,
  packageConstraints: {
    fragile: true,
    electronics: true,
    liquids: false,
    food: false,
    valueLimit: null,
    weightLimitKg: null,
  },
  createdAt: '2026-11-20T00:00:00Z',
  notes: null,
  itineraryUrl: null,
  adminNotes: null,
  updatedAt: '2026-11-20T00:00:00Z',
  allowedActions: ['edit', 'cancel', 'complete'],
  ...o,
});

const CARRIED_ACTIONS: Record<string, string[]> = {
  matched: ['give_up'],
  picked_up: ['mark_in_transit'],
  in_transit: ['mark_arrived', 'confirm_delivery'],
  arrived: ['confirm_delivery'],
};

function open(
  view: ReturnType<typeof trip>,
  compatible: unknown[] = [],
  carriedStatus = 'matched',
  carriedActions = CARRIED_ACTIONS[carriedStatus] ?? [],
) {
  const fetchMock = stubGateway(testUser({ id: ME }), (url) => {
    if (url === '/api/auth/refresh') return refreshAs(ME);
    if (url === '/api/trips/trip-1') return json(view);
    if (url.startsWith('/api/trips/trip-1/compatible-shipments')) return json(page(compatible));
    if (url.startsWith('/api/shipments?as=traveler'))
      return json(
        page([
          {
            id: 'ship-1',
            tripId: 'trip-1',
            travelerId: ME,
            trackingNumber: 'OW-1',
            status: carriedStatus,
            fromLocation: 'Chicago, United States',
            toLocation: 'London, United Kingdom',
            pickupCode: carriedStatus === 'matched' ? '105822' : null,
            allowedActions: carriedActions,
          },
        ]),
      );
    if (url === '/api/shipments/ship-1/in-transit') return json({ id: 'ship-1', status: 'in_transit' });
    return undefined;
  });
  renderRoute('/trips/trip-1');
  return fetchMock;
}

const openCarrying = (status: string) => open(trip({}), [], status);

describe('trip detail display rules', () => {
  it('a rejected trip shows the admin notes to its traveler', async () => {
    open(trip({ status: 'rejected', adminNotes: 'The itinerary link does not match the dates' }));
    expect(await screen.findByText('Your trip was not approved')).toBeTruthy();
    expect(screen.getByTestId('admin-notes').textContent).toBe('The itinerary link does not match the dates');
  });

  it('a trip pending verification explains that senders see it once approved', async () => {
    open(trip({ status: 'pending_verification' }));
    expect(await screen.findByText("We're verifying your trip")).toBeTruthy();
    expect(screen.getByText('Compatible shipments appear once your trip is verified and active.')).toBeTruthy();
  });

  it('an active trip lists compatible shipments with Show interest, and the pickup code of a matched package', async () => {
    open(trip({}), [
      {
        id: 'ship-2',
        senderId: 'x',
        trackingNumber: 'OW-2',
        status: 'pending',
        fromLocation: 'Chicago, United States',
        toLocation: 'London, United Kingdom',
        weight: 2,
        weightUnit: 'kg',
        weightKg: 2,
        size: 'small',
        contents: 'Shoes',
        contentTypes: [],
        declaredValue: { amount: 0, currency: 'USD' },
        paymentAmount: 3000,
        currency: 'USD',
        earliestPickupDate: '2026-11-25',
        latestDeliveryDate: '2026-12-05',
        createdAt: '2026-11-21T00:00:00Z',
      },
    ]);
    const link = await screen.findByRole('link', { name: 'Show interest' });
    expect(link.getAttribute('href')).toBe('/show-interest?shipmentId=ship-2&tripId=trip-1');
    expect(await screen.findByText('105822')).toBeTruthy();
  });

  it('a picked-up package on the trip offers the in-transit step, then the delivery code while in transit', async () => {
    const fetchMock = openCarrying('picked_up');
    fireEvent.click(await screen.findByRole('button', { name: "I'm on my way (in transit)" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            url === '/api/shipments/ship-1/in-transit' && (init as RequestInit | undefined)?.method === 'POST',
        ),
      ).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Confirm delivery' })).toBeNull();
  });

  it('a package in transit offers arrival and the delivery code entry', async () => {
    openCarrying('in_transit');
    expect(await screen.findByRole('button', { name: "I've arrived" })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Delivery code for OW-1' })).toBeTruthy();
  });
});

describe('trip actions come from the server (allowedActions)', () => {
  it('an active trip carrying packages offers completion but no Cancel (the server leaves cancel out)', async () => {
    open(trip({ remainingSpaceKg: 4, allowedActions: ['edit', 'complete'] }));
    expect(await screen.findByRole('button', { name: 'Mark trip completed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit trip' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).toBeNull();
  });

  it('a trip whose view offers nothing shows no edit, cancel or complete button, whatever its status', async () => {
    open(trip({ allowedActions: [] }));
    expect(await screen.findByText('Packages on this trip')).toBeTruthy();
    for (const name of ['Mark trip completed', 'Cancel trip', 'Edit trip'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('a pending trip offers Cancel and Edit but not completion', async () => {
    open(trip({ status: 'pending_verification', allowedActions: ['edit', 'cancel'] }));
    expect(await screen.findByRole('button', { name: 'Cancel trip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit trip' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark trip completed' })).toBeNull();
  });

  it('a carried package shows only the steps its view offers (no in-transit button when the server withholds it)', async () => {
    open(trip({}), [], 'picked_up', []);
    expect(await screen.findByText('OW-1: Chicago, United States → London, United Kingdom')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'm on my way (in transit)" })).toBeNull();
  });
});

describe('editing a trip', () => {
  it('the traveler edits a pending trip: the plan is sent again with PATCH', async () => {
    let patched: Record<string, unknown> | undefined;
    const view = trip({
      status: 'pending_verification',
      departureDate: addDaysIso(todayIso(), 5),
      arrivalDate: addDaysIso(todayIso(), 6),
      packageConstraints: {
        fragile: true,
        electronics: false,
        liquids: true,
        food: true,
        valueLimit: { amount: 50000, currency: 'GBP' },
        weightLimitKg: 5,
      },
    });
    stubGateway(testUser({ id: ME }), (url, init) => {
      if (url === '/api/auth/refresh') return refreshAs(ME);
      if (url === '/api/trips/trip-1' && init?.method === 'PATCH') {
        patched = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json(view);
      }
      if (url === '/api/trips/trip-1') return json(view);
      if (url.startsWith('/api/shipments?as=traveler')) return json(page([]));
      return undefined;
    });
    renderRoute('/trips/trip-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit trip' }));
    const form = await screen.findByRole('form', { name: 'Edit trip' });
    fireEvent.change(form.querySelector('input[name="availableSpaceKg"]')!, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched).toBeDefined());
    expect(patched).toMatchObject({
      availableSpaceKg: 12,
      fromAirport: 'ORD',
      packageConstraints: { electronics: false, valueLimit: 50000, valueLimitCurrency: 'GBP', weightLimitKg: 5 },
    });
  });
});
