import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, page, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';
import type { ShipmentView } from '../api/types';

const ME = '11111111-1111-4111-8111-111111111111';
const listing = (id: string, o: Partial<ShipmentView>) =>
  ({
    id,
    senderId: ME,
    trackingNumber: `OW-${id}`,
    status: 'matched',
    fromLocation: 'London, United Kingdom',
    toLocation: 'Lagos, Nigeria',
    contents: 'Books',
    earliestPickupDate: '2026-11-25',
    latestDeliveryDate: '2026-12-10',
    pickupCode: null,
    deliveryCode: null,
    ...o,
  }) as ShipmentView;

const AS_TRAVELER = '/api/shipments?as=traveler&status=matched&page=1&pageSize=50';
const AS_SENDER = '/api/shipments?as=sender&status=matched&page=1&pageSize=50';

function gateway(routes: Record<string, () => Response>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  stubGateway(testUser({ id: ME }), (url, init) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/auth/refresh') return refreshAs(ME);
    return routes[url]?.();
  });
  return calls;
}

describe('/traveler-pickup (issue 16)', () => {
  it('lists the packages I collect with my pickup code, and the ones I hand over with a field for the traveler’s 6-digit code', async () => {
    let pickedUp = false;
    const calls = gateway({
      [AS_TRAVELER]: () => json(page([listing('c1', { pickupCode: '105822', toLocation: 'Abuja, Nigeria' })])),
      [AS_SENDER]: () => json(page(pickedUp ? [] : [listing('h1', {})])),
      '/api/shipments/h1/pickup': () => {
        pickedUp = true;
        return json(listing('h1', { status: 'picked_up' }));
      },
    });
    renderRoute('/traveler-pickup');
    const collect = await screen.findByTestId('to-collect');
    expect(collect.textContent).toContain('105822');
    expect(collect.textContent).toContain('London, United Kingdom → Abuja, Nigeria');
    const handOver = await screen.findByTestId('hand-over');
    const form = within(handOver).getByRole('form');
    fireEvent.change(form.querySelector('input')!, { target: { value: '4829' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm pickup' }));
    expect(await within(form).findByText('Enter the 6-digit code')).toBeTruthy();
    fireEvent.change(form.querySelector('input')!, { target: { value: '482913' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm pickup' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/shipments/h1/pickup')?.body).toMatchObject({ code: '482913' }),
    );
    // The card leaves the list once picked up; the confirmation still shows.
    expect(await screen.findByText('No packages to hand over')).toBeTruthy();
    expect(await screen.findByText('Pickup confirmed')).toBeTruthy();
  });

  it('a wrong code comes back from the server as the field’s error', async () => {
    gateway({
      [AS_TRAVELER]: () => json(page([])),
      [AS_SENDER]: () => json(page([listing('h1', {})])),
      '/api/shipments/h1/pickup': () =>
        json(
          {
            status: 400,
            detail: 'The code is not correct (4 tries left before it locks)',
            code: 'HANDOFF.CODE_INVALID',
            errors: [{ field: 'code', message: 'The code is not correct' }],
          },
          400,
        ),
    });
    renderRoute('/traveler-pickup');
    const form = within(await screen.findByTestId('hand-over')).getByRole('form');
    fireEvent.change(form.querySelector('input')!, { target: { value: '000000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm pickup' }));
    expect(await within(form).findByText('The code is not correct')).toBeTruthy();
  });

  it('empty on both sides: says what will appear and where to start', async () => {
    gateway({ [AS_TRAVELER]: () => json(page([])), [AS_SENDER]: () => json(page([])) });
    renderRoute('/traveler-pickup');
    expect(await screen.findByText('No packages waiting for you')).toBeTruthy();
    expect(screen.getByText('No packages to hand over')).toBeTruthy();
  });

  it('a visitor is asked to sign in and come back', async () => {
    stubGateway(null);
    renderRoute('/traveler-pickup');
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/auth?return_to=%2Ftraveler-pickup');
  });

  it('a failed load says so in words', async () => {
    gateway({
      [AS_TRAVELER]: () => json({ status: 503, detail: 'Service Unavailable', code: 'SERVICE.UNAVAILABLE' }, 503),
      [AS_SENDER]: () => json(page([])),
    });
    renderRoute('/traveler-pickup');
    expect(await screen.findByText("We couldn't load these packages.")).toBeTruthy();
  });
});
