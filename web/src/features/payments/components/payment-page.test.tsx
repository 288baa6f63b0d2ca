import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, refreshAs } from '@/testing/marketplace-fixtures';
import { renderRoute, stubGateway, testUser } from '@/testing/render-app';
import type { ChargeResult, Checkout, PaymentView } from '../api/types';
import { declineMessageFor } from '../utils/decline-messages';

const SENDER = '11111111-1111-4111-8111-111111111111';
const SHIPMENT = '33333333-3333-4333-8333-333333333333';
const breakdown = { currency: 'GBP' as const, amount: 4000, platformFee: 200, insurancePremium: 0, total: 4200 };

const payment = (o: Partial<PaymentView> = {}): PaymentView => ({
  id: '44444444-4444-4444-8444-444444444444',
  shipmentId: SHIPMENT,
  senderId: SENDER,
  receiverId: null,
  status: 'pending',
  breakdown,
  refundedAmount: 0,
  provider: 'test',
  providerIntentId: 'pi_test_1',
  awaitingAuthentication: false,
  lastDeclineCode: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  releasedAt: null,
  ...o,
});

const checkout = (o: Partial<Checkout> = {}): Checkout => ({
  shipmentId: SHIPMENT,
  breakdown,
  payment: null,
  mode: 'test',
  publishableKey: null,
  defaultCard: null,
  ...o,
});

/** The test provider's answers by card number, like services/payments' test-cards.ts. */
function answer(number: string): ChargeResult {
  if (number === '4242424242424242')
    return { outcome: 'succeeded', payment: payment({ status: 'held' }), nextAction: null, decline: null };
  if (number === '4000002500003155')
    return {
      outcome: 'requires_action',
      payment: payment({ awaitingAuthentication: true }),
      nextAction: { type: 'authenticate', intentId: 'pi_test_1', clientSecret: null },
      decline: declineMessageFor('authentication_required'),
    };
  const code =
    number === '4000000000009995'
      ? 'insufficient_funds'
      : number === '4000000000000119'
        ? 'processing_error'
        : 'card_declined';
  return {
    outcome: 'declined',
    payment: payment({ lastDeclineCode: code }),
    nextAction: null,
    decline: declineMessageFor(code),
  };
}

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };

function open(path: string, view: Checkout = checkout()) {
  const calls: Call[] = [];
  stubGateway(testUser({ id: SENDER }), (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    if (url.startsWith('/api/payments'))
      calls.push({ url, method, body, headers: { ...(init?.headers as Record<string, string>) } });
    if (url === '/api/auth/refresh') return refreshAs(SENDER);
    if (url.startsWith(`/api/payments/shipments/${SHIPMENT}/checkout`)) return json(view);
    if (url === `/api/payments/shipments/${SHIPMENT}/charge`) {
      const m = (body as { method: { kind: string; card?: { number: string } } }).method;
      return json(m.kind === 'test_card' ? answer(m.card!.number) : answer('4242424242424242'));
    }
    if (url === `/api/payments/shipments/${SHIPMENT}/authenticate`) {
      const outcome = (body as { outcome: string }).outcome;
      return json(
        outcome === 'approve'
          ? answer('4242424242424242')
          : { ...answer('4000000000000002'), decline: declineMessageFor('card_declined') },
      );
    }
    if (url === `/api/payments/shipments/${SHIPMENT}`) return json(payment({ status: 'held' }));
    return undefined;
  });
  const rendered = renderRoute(path);
  return { ...rendered, calls };
}

async function fillCard(card: { number: string; expiry?: string; cvc?: string; zip?: string }) {
  const form = await screen.findByRole('form', { name: 'Card details' });
  fireEvent.change(within(form).getByLabelText(/^Card number/), { target: { value: card.number } });
  fireEvent.change(within(form).getByLabelText(/^Expiry/), { target: { value: card.expiry ?? '12/30' } });
  fireEvent.change(within(form).getByLabelText(/^CVC/), { target: { value: card.cvc ?? '123' } });
  fireEvent.change(within(form).getByLabelText(/^ZIP/), { target: { value: card.zip ?? '10001' } });
  fireEvent.click(within(form).getByRole('button', { name: /^Pay / }));
  return form;
}

describe('/payment/:shipmentId', () => {
  it('shows the server’s breakdown and pays with a test card; the request carries no amount and no identity or test-mode header', async () => {
    const { router, calls } = open(`/payment/${SHIPMENT}`);
    expect((await screen.findByTestId('amount-total')).textContent).toBe('£42.00');
    expect(screen.getByText('Shipment amount')).toBeTruthy();
    await fillCard({ number: '4242 4242 4242 4242' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(router.state.location.search).toBe(`?shipment=${SHIPMENT}`);
    const charge = calls.find((c) => c.url.endsWith('/charge'))!;
    expect(charge.method).toBe('POST');
    expect(charge.body).toEqual({
      method: {
        kind: 'test_card',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', zip: '10001' },
      },
      insured: false,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    for (const c of calls)
      expect(
        Object.keys(c.headers)
          .sort()
          .filter((h) => !['Accept', 'Authorization', 'Content-Type'].includes(h)),
      ).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Payment successful', level: 1 })).toBeTruthy();
  });

  it('shows the card number, expiry and CVC hints and does not send an incomplete card', async () => {
    const { calls } = open(`/payment/${SHIPMENT}`);
    expect(await screen.findByText('Card number: 16 digits')).toBeTruthy();
    expect(screen.getByText('Expiry date: MM/YY')).toBeTruthy();
    expect(screen.getByText('CVC: the 3 digits on the back of your card')).toBeTruthy();
    await fillCard({ number: '4242 4242', expiry: '13/30', cvc: '12' });
    expect(await screen.findByText('Enter the 16-digit card number')).toBeTruthy();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeTruthy();
    expect(screen.getByText('Enter the 3-digit CVC')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/charge'))).toBe(false);
  });

  it.each([
    ['insufficient_funds', '4000000000009995'],
    ['processing_error', '4000000000000119'],
    ['card_declined', '4000000000000002'],
  ])('a %s decline shows its message and hint and keeps the form for another try', async (code, number) => {
    open(`/payment/${SHIPMENT}`);
    await fillCard({ number });
    const alert = await screen.findByTestId('decline-alert');
    expect(alert.getAttribute('data-code')).toBe(code);
    expect(within(alert).getByTestId('decline-message').textContent).toBe(declineMessageFor(code).message);
    expect(within(alert).getByTestId('decline-hint').textContent).toBe(declineMessageFor(code).hint);
    expect(screen.getByRole('form', { name: 'Card details' })).toBeTruthy();
  });

  it('3-D Secure: authentication_required shows the authentication form, then completeAuthentication pays', async () => {
    const { router, calls } = open(`/payment/${SHIPMENT}`);
    await fillCard({ number: '4000 0025 0000 3155' });
    const step = await screen.findByTestId('authentication-step');
    expect(screen.getByTestId('decline-message').textContent).toBe(
      declineMessageFor('authentication_required').message,
    );
    expect(within(step).getByText(/confirm this payment of £42\.00/)).toBeTruthy();
    fireEvent.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(calls.find((c) => c.url.endsWith('/authenticate'))?.body).toEqual({ outcome: 'approve' });
  });

  it('3-D Secure failed: the decline message shows and the card form is back', async () => {
    open(`/payment/${SHIPMENT}`);
    await fillCard({ number: '4000 0025 0000 3155' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect((await screen.findByTestId('decline-message')).textContent).toBe(declineMessageFor('card_declined').message);
    expect(screen.getByRole('form', { name: 'Card details' })).toBeTruthy();
  });

  it('a shipment already paid says so instead of showing the card form', async () => {
    open(`/payment/${SHIPMENT}`, checkout({ payment: payment({ status: 'held' }) }));
    expect((await screen.findByTestId('already-paid')).textContent).toContain('held in escrow');
    expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull();
  });
});

describe('/direct-payment/:shipmentId', () => {
  it('pays in one step with the default saved card', async () => {
    const card = {
      id: '55555555-5555-4555-8555-555555555555',
      type: 'card' as const,
      isDefault: true,
      details: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      createdAt: '2026-11-01T00:00:00Z',
    };
    const { router, calls } = open(`/direct-payment/${SHIPMENT}`, checkout({ defaultCard: card }));
    expect((await screen.findByTestId('default-card')).textContent).toBe('VISA •••• 4242, expires 12/30');
    fireEvent.click(screen.getByRole('button', { name: 'Pay £42.00 now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect((calls.find((c) => c.url.endsWith('/charge'))?.body as { method: unknown }).method).toEqual({
      kind: 'default',
    });
  });

  it('without a default card it points to payment methods', async () => {
    open(`/direct-payment/${SHIPMENT}`);
    expect((await screen.findByTestId('no-default-card')).textContent).toContain('You have no default card');
  });
});
