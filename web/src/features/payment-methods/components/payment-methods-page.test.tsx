import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';
import type { PaymentMethodView } from '../api/types';

const ME = '11111111-1111-4111-8111-111111111111';
const VISA = '55555555-5555-4555-8555-555555555555';
const MC = '55555555-5555-4555-8555-555555555556';
const card = (id: string, last4: string, isDefault: boolean): PaymentMethodView => ({
  id,
  type: 'card',
  isDefault,
  details: { brand: 'visa', last4, expMonth: 4, expYear: 2031 },
  createdAt: '2026-11-01T00:00:00Z',
});

function open() {
  const calls: Array<{ url: string; method: string; body?: unknown }> = [];
  stubGateway(testUser({ id: ME }), (url, init) => {
    if (url === '/api/auth/refresh') return refreshAs(ME);
    if (!url.startsWith('/api/payment-methods')) return undefined;
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET') return json({ items: [card(VISA, '4242', true), card(MC, '4444', false)] });
    if (method === 'DELETE') return json({ removed: true });
    if (url.endsWith('/default')) return json(card(MC, '4444', true));
    return json(card('88888888-8888-4888-8888-888888888888', '4242', true), 201);
  });
  renderRoute('/payment-methods');
  return calls;
}

describe('/payment-methods', () => {
  it('lists saved cards with the default marked, makes another the default and removes one', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const calls = open();
    const list = await screen.findAllByTestId('payment-method-list');
    expect(within(list[0]!).getByText('Visa •••• 4242, expires 04/31')).toBeTruthy();
    expect(within(list[0]!).getByText('Default')).toBeTruthy();
    fireEvent.click(within(list[0]!).getByRole('button', { name: 'Make default' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === `/api/payment-methods/${MC}/default`)).toBe(true),
    );
    fireEvent.click(within(list[0]!).getByRole('button', { name: 'Remove Visa •••• 4444, expires 04/31' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/payment-methods/${MC}`)).toBe(true),
    );
  });

  it('adds a test card (test mode) with the card hints and a client-chosen method id', async () => {
    const calls = open();
    const form = await screen.findByRole('form', { name: 'Add a card' });
    expect(within(form).getByText('Card number: 16 digits')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Card number/), { target: { value: '4242424242424242' } });
    fireEvent.change(within(form).getByLabelText(/^Expiry/), { target: { value: '0431' } });
    fireEvent.change(within(form).getByLabelText(/^CVC/), { target: { value: '123' } });
    fireEvent.change(within(form).getByLabelText(/^ZIP/), { target: { value: '10001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/payment-methods')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/payment-methods')?.body).toEqual({
      methodId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      makeDefault: true,
      method: {
        kind: 'test_card',
        card: { number: '4242424242424242', expMonth: 4, expYear: 2031, cvc: '123', zip: '10001' },
      },
    });
  });
});
