import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeConnectPayoutProvider } from '../src/infrastructure/providers/payout-providers.js';
import { StripeCardProvider, createStripeClient } from '../src/infrastructure/providers/stripe-card-provider.js';
import { signWebhookPayload } from '../src/infrastructure/providers/webhook-signature.js';

// The real Stripe adapter (official SDK) against a local stand-in of the Stripe API: the
// test checks what the adapter sends (paths, amounts, currency, capture, idempotency keys,
// metadata) and that it reads Stripe's answers, including a card error, correctly.

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

const intent = (over: Record<string, unknown> = {}) => ({
  id: 'pi_standin_1',
  object: 'payment_intent',
  amount: 10_600,
  currency: 'gbp',
  status: 'succeeded',
  client_secret: 'pi_standin_1_secret_x',
  last_payment_error: null,
  metadata: {},
  ...over,
});

describe('Stripe adapter contract (official SDK against a local Stripe stand-in)', () => {
  let server: Server;
  const requests: Recorded[] = [];
  let nextIntent: { status: number; body: unknown } = { status: 200, body: intent() };
  let stripeCard: StripeCardProvider;
  let payouts: StripeConnectPayoutProvider;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const raw = await body(req);
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
        res.end(JSON.stringify(json));
      };
      if (url.pathname === '/v1/payment_intents' && req.method === 'POST')
        return send(nextIntent.status, nextIntent.body);
      if (url.pathname.startsWith('/v1/payment_intents/'))
        return send(200, intent({ id: url.pathname.split('/')[3], status: 'requires_action' }));
      if (url.pathname === '/v1/refunds')
        return send(200, {
          id: 're_standin_1',
          object: 'refund',
          amount: 400,
          status: 'succeeded',
          payment_intent: 'pi_standin_1',
        });
      if (url.pathname === '/v1/customers') return send(200, { id: 'cus_standin_1', object: 'customer' });
      if (url.pathname === '/v1/setup_intents')
        return send(200, { id: 'seti_standin_1', object: 'setup_intent', status: 'succeeded' });
      if (url.pathname === '/v1/payment_methods/pm_saved_with_customer') {
        return send(200, {
          id: 'pm_saved_with_customer',
          object: 'payment_method',
          customer: 'cus_owner',
          card: { brand: 'visa', last4: '4242' },
        });
      }
      if (url.pathname.startsWith('/v1/payment_methods/')) {
        return send(200, {
          id: 'pm_card_standin',
          object: 'payment_method',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
        });
      }
      if (url.pathname === '/v1/accounts') return send(200, { id: 'acct_standin_1', object: 'account' });
      if (url.pathname === '/v1/account_links') {
        return send(200, {
          object: 'account_link',
          url: 'https://connect.stripe.com/setup/e/acct_standin_1/x',
          expires_at: 1,
        });
      }
      if (url.pathname === '/v1/transfers')
        return send(200, { id: 'tr_standin_1', object: 'transfer', amount: 2_500, currency: 'usd' });
      return send(404, { error: { type: 'invalid_request_error', message: `No stand-in for ${url.pathname}` } });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const stripe = createStripeClient({
      secretKey: 'sk_test_standin',
      webhookSecret: 'whsec_standin',
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });
    stripeCard = new StripeCardProvider(stripe, 'whsec_standin');
    payouts = new StripeConnectPayoutProvider(stripe);
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    requests.length = 0;
    nextIntent = { status: 200, body: intent() };
  });

  it('creates a confirmed, automatically captured PaymentIntent with the amount in minor units, currency, metadata and the idempotency key', async () => {
    const result = await stripeCard.createPaymentIntent({
      amount: 10_600,
      currency: 'GBP',
      idempotencyKey: 'charge-p1-k1',
      paymentMethod: { kind: 'provider_ref', ref: 'pm_card_visa' },
      customerRef: 'cus_1',
      metadata: { paymentId: 'p1', shipmentId: 's1', senderId: 'u1' },
      description: 'Oneway shipment s1',
    });
    expect(result).toEqual({
      intentId: 'pi_standin_1',
      status: 'succeeded',
      clientSecret: 'pi_standin_1_secret_x',
      declineCode: null,
      amount: 10_600,
      currency: 'GBP',
    });
    expect(requests).toHaveLength(1);
    const r = requests[0]!;
    expect(r).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'charge-p1-k1',
      authorization: 'Bearer sk_test_standin',
    });
    expect(r.form).toMatchObject({
      amount: '10600',
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      customer: 'cus_1',
      confirm: 'true',
      capture_method: 'automatic',
      'metadata[paymentId]': 'p1',
      'metadata[shipmentId]': 's1',
      'metadata[senderId]': 'u1',
    });
  });

  it('reads a 3-D Secure answer as requires_action with the client secret', async () => {
    nextIntent = { status: 200, body: intent({ status: 'requires_action' }) };
    const result = await stripeCard.createPaymentIntent({
      amount: 100,
      currency: 'USD',
      idempotencyKey: 'k-3ds',
      paymentMethod: { kind: 'provider_ref', ref: 'pm_card_threeDSecure2Required' },
      metadata: {},
    });
    expect(result).toMatchObject({ status: 'requires_action', clientSecret: 'pi_standin_1_secret_x' });
  });

  it('turns a card error (402) into a failed intent carrying the decline code', async () => {
    nextIntent = {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          payment_intent: intent({ id: 'pi_declined', status: 'requires_payment_method' }),
        },
      },
    };
    const result = await stripeCard.createPaymentIntent({
      amount: 500,
      currency: 'USD',
      idempotencyKey: 'k-declined',
      paymentMethod: { kind: 'provider_ref', ref: 'pm_card_visa_chargeDeclinedInsufficientFunds' },
      metadata: {},
    });
    expect(result).toMatchObject({ intentId: 'pi_declined', status: 'failed', declineCode: 'insufficient_funds' });
    // the SDK does not retry a card error: one charge request, with the key
    const charges = requests.filter((r) => r.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    expect(charges[0]!.idempotencyKey).toBe('k-declined');
  });

  it('charges a saved card with the Customer it is attached to', async () => {
    await stripeCard.createPaymentIntent({
      amount: 700,
      currency: 'CAD',
      idempotencyKey: 'k-saved',
      paymentMethod: { kind: 'provider_ref', ref: 'pm_saved_with_customer' },
      metadata: {},
    });
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['GET', '/v1/payment_methods/pm_saved_with_customer'],
      ['POST', '/v1/payment_intents'],
    ]);
    expect(requests[1]!.form).toMatchObject({
      customer: 'cus_owner',
      payment_method: 'pm_saved_with_customer',
      currency: 'cad',
      amount: '700',
    });
  });

  it('never sends a raw card number to Stripe', async () => {
    await expect(
      stripeCard.createPaymentIntent({
        amount: 500,
        currency: 'USD',
        idempotencyKey: 'k-raw',
        paymentMethod: { kind: 'test_card', number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' },
        metadata: {},
      }),
    ).rejects.toThrow(/never reach Stripe/);
    expect(requests).toHaveLength(0);
  });

  it('refunds part of an intent with an idempotency key and metadata', async () => {
    const r = await stripeCard.refund({
      intentId: 'pi_standin_1',
      amount: 400,
      idempotencyKey: 'refund-p1-admin-c1',
      metadata: { paymentId: 'p1', shipmentId: 's1' },
    });
    expect(r).toEqual({ refundId: 're_standin_1', status: 'succeeded' });
    expect(requests[0]).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'refund-p1-admin-c1',
      form: {
        payment_intent: 'pi_standin_1',
        amount: '400',
        'metadata[paymentId]': 'p1',
        'metadata[shipmentId]': 's1',
      },
    });
  });

  it('saves a card with a customer (one per user) and an off-session SetupIntent', async () => {
    const saved = await stripeCard.saveCard({
      userId: 'u1',
      paymentMethod: { kind: 'provider_ref', ref: 'pm_card_standin' },
      idempotencyKey: 'save-card-m1',
    });
    expect(saved).toEqual({
      providerRef: 'pm_card_standin',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
    });
    expect(requests.map((r) => [r.method, r.path, r.idempotencyKey])).toEqual([
      ['POST', '/v1/customers', 'customer:u1'],
      ['POST', '/v1/setup_intents', 'save-card-m1'],
      ['GET', '/v1/payment_methods/pm_card_standin', undefined],
    ]);
    expect(requests[1]!.form).toMatchObject({
      customer: 'cus_standin_1',
      payment_method: 'pm_card_standin',
      confirm: 'true',
      usage: 'off_session',
    });
  });

  it('pays a traveler out with a Connect transfer keyed by the withdrawal', async () => {
    const r = await payouts.createPayout({
      withdrawalId: 'w1',
      amount: 2_500,
      currency: 'USD',
      destination: { providerRef: 'acct_traveler', country: 'US', currency: 'USD' },
      idempotencyKey: 'withdrawal-w1',
      metadata: { withdrawalId: 'w1', userId: 'u1' },
    });
    expect(r).toEqual({ payoutId: 'tr_standin_1', status: 'paid', failureCode: null });
    expect(requests[0]).toMatchObject({
      path: '/v1/transfers',
      idempotencyKey: 'withdrawal-w1',
      form: {
        amount: '2500',
        currency: 'usd',
        destination: 'acct_traveler',
        transfer_group: 'withdrawal_w1',
        'metadata[withdrawalId]': 'w1',
      },
    });
  });

  it('onboards a traveler: one Express account per user (idempotency key), then a hosted onboarding link', async () => {
    const first = await payouts.onboard({
      userId: 'u1',
      country: 'GB',
      existingAccountId: null,
      returnUrl: 'http://localhost:3000/withdraw',
      refreshUrl: 'http://localhost:3000/withdraw',
    });
    expect(first).toEqual({ accountId: 'acct_standin_1', url: 'https://connect.stripe.com/setup/e/acct_standin_1/x' });
    expect(requests[0]).toMatchObject({
      path: '/v1/accounts',
      idempotencyKey: 'connect-account-u1',
      form: { type: 'express', country: 'GB', 'capabilities[transfers][requested]': 'true', 'metadata[userId]': 'u1' },
    });
    expect(requests[1]).toMatchObject({
      path: '/v1/account_links',
      form: { account: 'acct_standin_1', type: 'account_onboarding', return_url: 'http://localhost:3000/withdraw' },
    });
    requests.length = 0;
    await payouts.onboard({
      userId: 'u1',
      country: 'GB',
      existingAccountId: 'acct_standin_1',
      returnUrl: 'http://x/',
      refreshUrl: 'http://x/',
    });
    expect(requests.map((r) => r.path)).toEqual(['/v1/account_links']);
  });

  it('Stripe Connect payouts do not reach Nigerian bank accounts (another payout provider must)', () => {
    expect(payouts.supports({ country: 'NG', currency: 'NGN' })).toBe(false);
    expect(payouts.supports({ country: 'GB', currency: 'GBP' })).toBe(true);
  });

  it('verifies webhooks with the SDK and the configured secret', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      data: { object: { id: 'pi_1' } },
    });
    const now = Math.floor(Date.now() / 1000);
    expect(stripeCard.verifyWebhook(payload, signWebhookPayload(payload, 'whsec_standin', now)).id).toBe('evt_1');
    expect(() => stripeCard.verifyWebhook(payload, signWebhookPayload(payload, 'whsec_other', now))).toThrow(
      expect.objectContaining({ code: 'WEBHOOK.SIGNATURE_INVALID' }),
    );
  });
});
