import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@/lib/marketplace-format';
import { json, page, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';
import type { ShipmentView } from '../api/types';

const SENDER = '11111111-1111-4111-8111-111111111111';
const TRAVELER = '22222222-2222-4222-8222-222222222222';

const MATCHED = { status: 'matched', escrowStatus: 'held', travelerId: TRAVELER, tripId: 'trip-1' } as const;

const shipment = (o: Partial<ShipmentView> = {}): ShipmentView => ({
  id: 'ship-1',
  senderId: SENDER,
  trackingNumber: 'OW-7KQ2M9',
  status: 'pending',
  fromLocation: 'London, United Kingdom',
  toLocation: 'Lagos, Nigeria',
  weight: 4,
  weightUnit: 'kg',
  weightKg: 4,
  size: 'medium',
  contents: 'Books',
  contentTypes: [],
  declaredValue: { amount: 10000, currency: 'GBP' },
  hasInsurance: false,
  insuranceAmount: 0,
  paymentAmount: 4500,
  currency: 'GBP',
  earliestPickupDate: '2026-11-25',
  latestDeliveryDate: '2026-12-10',
  createdAt: '2026-11-21T10:00:00Z',
  travelerId: null,
  tripId: null,
  notes: null,
  receiver: {
    name: 'Chidi Okafor',
    phone: '+2348012345678',
    addressLine1: '12 Allen Avenue',
    addressLine2: null,
    city: 'Lagos',
    country: 'Nigeria',
    zipCode: null,
  },
  escrowStatus: 'none',
  updatedAt: '2026-11-21T10:00:00Z',
  pickupCode: null,
  deliveryCode: null,
  originRelayPointId: null,
  destinationRelayPointId: null,
  allowedActions: ['edit', 'attach_photos', 'pay', 'cancel'],
  ...o,
});

function open(viewer: string, view: ShipmentView) {
  stubGateway(testUser({ id: viewer }), (url) => {
    if (url === '/api/auth/refresh') return refreshAs(viewer);
    if (url === `/api/shipments/${view.id}`) return json(view);
    if (url === `/api/shipments/${view.id}/tracking`)
      return json({
        trackingNumber: view.trackingNumber,
        status: view.status,
        entries: [
          {
            status: 'pending',
            location: 'London, United Kingdom',
            notes: null,
            updatedBy: null,
            createdAt: view.createdAt,
          },
        ],
      });
    if (url.startsWith('/api/manage-interests')) return json(page([]));
    return undefined;
  });
  renderRoute(`/shipments/${view.id}`);
}

describe('shipment detail display rules', () => {
  it('shows the sender a link to pay (/payment/:shipmentId) while escrow is not held, and Cancel before pickup', async () => {
    open(SENDER, shipment());
    const pay = await screen.findByRole('link', { name: 'Pay now' });
    expect(pay.getAttribute('href')).toBe('/payment/ship-1');
    expect(screen.getByRole('button', { name: 'Cancel shipment' })).toBeTruthy();
    expect(await screen.findByText(/No interests yet/)).toBeTruthy();
  });

  it('names the size in words ("Medium"), not as the stored value', async () => {
    open(SENDER, shipment());
    const label = await screen.findByText('Size');
    expect(label.parentElement!.textContent).toBe('SizeMedium');
  });

  it('shows the delivery code to the sender only, with the pickup-code entry once matched', async () => {
    open(
      SENDER,
      shipment({
        status: 'matched',
        escrowStatus: 'held',
        travelerId: TRAVELER,
        tripId: 'trip-1',
        deliveryCode: '482913',
        allowedActions: ['attach_photos', 'confirm_pickup', 'cancel'],
      }),
    );
    expect(await screen.findByText('482913')).toBeTruthy();
    expect(screen.getByText('Delivery code')).toBeTruthy();
    expect(screen.queryByText('Pickup code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm pickup' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('shows the traveler the pickup code and no sender actions', async () => {
    open(
      TRAVELER,
      shipment({
        status: 'matched',
        escrowStatus: 'held',
        travelerId: TRAVELER,
        tripId: 'trip-1',
        pickupCode: '105822',
        allowedActions: ['give_up'],
      }),
    );
    expect(await screen.findByText('105822')).toBeTruthy();
    expect(screen.queryByText('Delivery code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel shipment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('offers the traveler the next lifecycle step: in transit after pickup, then the delivery code', async () => {
    open(
      TRAVELER,
      shipment({
        status: 'arrived',
        escrowStatus: 'held',
        travelerId: TRAVELER,
        tripId: 'trip-1',
        allowedActions: ['confirm_delivery'],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Confirm delivery' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /in transit/ })).toBeNull();
  });

  it('a cancelled shipment offers no cancel and no payment', async () => {
    open(SENDER, shipment({ status: 'cancelled', allowedActions: [] }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel shipment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('offers exactly the actions the server allows the caller, whatever the status says (issue 9 item 5)', async () => {
    open(TRAVELER, shipment({ ...MATCHED, allowedActions: ['give_up'] }));
    expect(await screen.findByRole('button', { name: "I can't carry it any more" })).toBeTruthy();
  });

  it('a matched traveler offered nothing sees no give-up button', async () => {
    open(TRAVELER, shipment({ ...MATCHED, allowedActions: [] }));
    expect(await screen.findByText('Your delivery')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I can't carry it any more" })).toBeNull();
  });

  it('the sender sees Pay and Cancel only when offered', async () => {
    open(SENDER, shipment({ allowedActions: ['edit', 'attach_photos'] }));
    expect(await screen.findByRole('button', { name: 'Edit listing' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel shipment' })).toBeNull();
  });

  it('shows a failed load as a sentence from the error code, never the status (issue 18 item 1)', async () => {
    stubGateway(testUser({ id: SENDER }), (url) => {
      if (url === '/api/auth/refresh') return refreshAs(SENDER);
      if (url === '/api/shipments/missing')
        return json({ status: 404, detail: 'Shipment not found', code: 'SHIPMENT.NOT_FOUND' }, 404);
      return undefined;
    });
    renderRoute('/shipments/missing');
    expect(
      await screen.findByText(
        "We couldn't find this shipment. It may have been cancelled or matched with another traveler.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/404/)).toBeNull();
  });

  it('the sender edits a pending listing: the whole listing is sent again with PATCH, money in minor units', async () => {
    let patched: Record<string, unknown> | undefined;
    const view = shipment({
      earliestPickupDate: addDaysIso(todayIso(), 3),
      latestDeliveryDate: addDaysIso(todayIso(), 20),
    });
    stubGateway(testUser({ id: SENDER }), (url, init) => {
      if (url === '/api/auth/refresh') return refreshAs(SENDER);
      if (url === '/api/shipments/ship-1' && init?.method === 'PATCH') {
        patched = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json({ ...view, contents: patched.contents });
      }
      if (url === '/api/shipments/ship-1') return json(view);
      if (url === '/api/shipments/ship-1/tracking')
        return json({ trackingNumber: view.trackingNumber, status: view.status, entries: [] });
      if (url.startsWith('/api/manage-interests')) return json(page([]));
      return undefined;
    });
    renderRoute('/shipments/ship-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit listing' }));
    const form = await screen.findByRole('form', { name: 'Edit listing' });
    expect((form.querySelector('textarea[name="contents"]') as HTMLTextAreaElement).value).toBe('Books');
    fireEvent.change(form.querySelector('textarea[name="contents"]')!, { target: { value: 'Books and a scarf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched).toBeDefined());
    expect(patched).toMatchObject({
      contents: 'Books and a scarf',
      declaredValue: 10000,
      paymentAmount: 4500,
      currency: 'GBP',
      receiverPhone: '+2348012345678',
      receiverCountry: 'Nigeria',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit listing' })).toBeNull());
  });
});
