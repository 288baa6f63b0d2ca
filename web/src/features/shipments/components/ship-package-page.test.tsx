import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@/lib/marketplace-format';
import { json, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';

const ME = '11111111-1111-4111-8111-111111111111';

function fieldOf(label: RegExp) {
  const control = screen.getByLabelText(label);
  return control.closest('[data-part="root"]') as HTMLElement;
}

function fillValidForm() {
  const change = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  change(/^From/, 'London, United Kingdom');
  change(/^To/, 'Lagos, Nigeria');
  change(/^Earliest pickup/, addDaysIso(todayIso(), 2));
  change(/^Latest delivery/, addDaysIso(todayIso(), 20));
  change(/^Weight$|^Weight\*/, '4');
  change(/^Size/, 'medium');
  change(/^Contents/, 'Books and clothes');
  change(/^Payment to traveler/, '45');
  change(/^Receiver name/, 'Chidi Okafor');
  change(/^Receiver phone/, '+2348012345678');
  change(/^Address line 1/, '12 Allen Avenue');
  fireEvent.click(screen.getByRole('checkbox', { name: /prohibited items list/ }));
}

describe('Ship a Package form', () => {
  it('§9 default currency USD and weight unit kg: the form opens with kg and USD selected and lists the package in them', async () => {
    let body: Record<string, unknown> | undefined;
    stubGateway(testUser({ id: ME }), (url, init) => {
      if (url === '/api/auth/refresh') return refreshAs(ME);
      if (url === '/api/shipments' && init?.method === 'POST') {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json({ status: 503, detail: 'The marketplace is not answering' }, 503);
      }
      return undefined;
    });
    renderRoute('/ship');
    await screen.findByRole('button', { name: 'List my package' });
    const unit = screen.getByLabelText(/^Weight unit/) as HTMLSelectElement;
    const currency = screen.getByLabelText(/^Currency/) as HTMLSelectElement;
    expect(unit.value).toBe('kg');
    expect(currency.value).toBe('USD');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'List my package' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ weightUnit: 'kg', currency: 'USD' });
  });

  it('shows each broken rule next to its field and sends nothing', async () => {
    const fetchMock = stubGateway(testUser({ id: ME }), (url) =>
      url === '/api/auth/refresh' ? refreshAs(ME) : undefined,
    );
    renderRoute('/ship');
    fireEvent.click(await screen.findByRole('button', { name: 'List my package' }));
    expect(within(fieldOf(/^From/)).getByText('Origin must be "City, Country" for a supported city')).toBeTruthy();
    expect(within(fieldOf(/^Contents/)).getByText('Contents must be 3 to 500 characters')).toBeTruthy();
    expect(within(fieldOf(/^Receiver phone/)).getByText(/E\.164/)).toBeTruthy();
    expect(screen.getByText('You must declare that nothing in the package is on the prohibited list')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/shipments')).toBe(false);
  });

  it('links the prohibited-items declaration to /shipping-guidelines', async () => {
    stubGateway(testUser({ id: ME }), (url) => (url === '/api/auth/refresh' ? refreshAs(ME) : undefined));
    renderRoute('/ship');
    const link = await screen.findByRole('link', { name: 'prohibited items list' });
    expect(link.getAttribute('href')).toBe('/shipping-guidelines');
  });

  it("shows the server's field errors next to the fields and its detail as a plain sentence, without the status number", async () => {
    let body: Record<string, unknown> | undefined;
    stubGateway(testUser({ id: ME }), (url, init) => {
      if (url === '/api/auth/refresh') return refreshAs(ME);
      if (url === '/api/shipments' && init?.method === 'POST') {
        body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json(
          {
            status: 400,
            detail: 'The shipment has invalid fields',
            code: 'SHIPMENT.INVALID',
            errors: [
              { field: 'receiverCountry', message: 'Receiver country must be the destination country' },
              { field: 'weight', message: 'Weight must be more than 0 and at most 32 kg' },
            ],
          },
          400,
        );
      }
      return undefined;
    });
    renderRoute('/ship');
    await screen.findByRole('button', { name: 'List my package' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'List my package' }));
    expect(await screen.findByText('The shipment has invalid fields')).toBeTruthy();
    // docs/decisions/web-error-messages.md: people read sentences, never '400: …'.
    expect(screen.queryByText(/\b400\b/)).toBeNull();
    expect(
      within(fieldOf(/^Weight$|^Weight\*/)).getByText('Weight must be more than 0 and at most 32 kg'),
    ).toBeTruthy();
    expect(screen.getByText('Receiver country must be the destination country')).toBeTruthy();
    expect(body).toMatchObject({
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      paymentAmount: 4500,
      receiverCountry: 'Nigeria',
      receiverCity: 'Lagos',
      prohibitedItemsDeclared: true,
    });
  });

  it('a resubmit after a failed create sends the same client shipmentId, so the package is never listed twice', async () => {
    const ids: unknown[] = [];
    stubGateway(testUser({ id: ME }), (url, init) => {
      if (url === '/api/auth/refresh') return refreshAs(ME);
      if (url === '/api/shipments' && init?.method === 'POST') {
        ids.push((JSON.parse(String(init.body)) as { shipmentId?: unknown }).shipmentId);
        return json({ status: 503, detail: 'The marketplace is not answering' }, 503);
      }
      return undefined;
    });
    renderRoute('/ship');
    await screen.findByRole('button', { name: 'List my package' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'List my package' }));
    await waitFor(() => expect(ids).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'List my package' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'List my package' }));
    await waitFor(() => expect(ids).toHaveLength(2));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a listed shipment opens its detail page', async () => {
    stubGateway(testUser({ id: ME }), (url, init) => {
      if (url === '/api/auth/refresh') return refreshAs(ME);
      if (url === '/api/shipments' && init?.method === 'POST')
        return json({ id: 'ship-1', trackingNumber: 'OW-ABC123' }, 201);
      if (url.startsWith('/api/shipments/ship-1')) return json({ status: 404, detail: 'Not found' }, 404);
      return undefined;
    });
    const { router } = renderRoute('/ship');
    await screen.findByRole('button', { name: 'List my package' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'List my package' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipments/ship-1'));
  });
});
