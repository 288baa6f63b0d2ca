import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  paymentsAddPaymentMethodRpc,
  paymentsChargeShipmentRpc,
  paymentsGetCheckoutRpc,
  paymentsGetPaymentRpc,
  paymentsHandleProviderWebhookRpc,
  shipmentCancelledV1,
  shipmentCreatedV1,
} from '@oneway/contracts';
import { signWebhookPayload } from '../src/infrastructure/providers/webhook-signature.js';
import { VISA, type PaymentsHarness, startPayments, user } from './payments-test-kit.js';

jest.setTimeout(60_000);

// The whole service in Stripe mode (keys configured) against a local stand-in of the Stripe
// API: charges go through PaymentIntents, webhooks are verified with the configured secret,
// a refund answered `pending` settles when Stripe's webhook confirms it.

const WEBHOOK_SECRET = 'whsec_stripe_mode_e2e';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let d = '';
    req.on('data', (c) => (d += c));
    req.on('end', () => resolve(d));
  });
}

describe('payments service in Stripe mode (local Stripe API stand-in)', () => {
  let server: Server;
  let h: PaymentsHarness;
  const seen: { path: string; key: string | undefined; form: Record<string, string> }[] = [];

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      seen.push({ path, key: req.headers['idempotency-key'] as string | undefined, form });
      const send = (json: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      if (path === '/v1/payment_intents') {
        return send({
          id: `pi_${randomUUID().slice(0, 8)}`,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: 'succeeded',
          client_secret: 'cs',
          metadata,
        });
      }
      if (path.startsWith('/v1/payment_methods/'))
        return send({
          id: path.split('/')[3],
          object: 'payment_method',
          customer: null,
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
        });
      if (path === '/v1/refunds')
        return send({
          id: `re_${randomUUID().slice(0, 8)}`,
          object: 'refund',
          amount: Number(form.amount),
          status: 'pending',
          metadata,
        });
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: path } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    h = await startPayments(
      {},
      {
        STRIPE_SECRET_KEY: 'sk_test_stripe_mode',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_stripe_mode',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(port),
        STRIPE_API_PROTOCOL: 'http',
      },
    );
  });
  afterAll(async () => {
    await h?.stop();
    await new Promise((r) => server.close(r));
  });

  const webhook = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    return { rawBody: payload, signature: signWebhookPayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)) };
  };

  it('charges through a PaymentIntent, refuses raw card numbers, and settles a pending refund on the webhook', async () => {
    const sender = user();
    const shipmentId = randomUUID();
    await h.publish(shipmentCreatedV1, {
      shipmentId,
      senderId: sender.userId,
      trackingNumber: 'OW-S',
      fromLocation: 'Toronto',
      toLocation: 'London',
      paymentAmount: 4_200,
      currency: 'CAD',
    });
    await h.eventually(async () =>
      expect(await h.query('SELECT 1 FROM shipments_view WHERE shipment_id = $1', [shipmentId])).toHaveLength(1),
    );

    expect(await h.call(paymentsGetCheckoutRpc, { shipmentId }, sender)).toMatchObject({
      mode: 'stripe',
      publishableKey: 'pk_test_stripe_mode',
    });
    await expect(
      h.call(
        paymentsChargeShipmentRpc,
        { shipmentId, method: { kind: 'test_card', card: VISA }, idempotencyKey: randomUUID() },
        sender,
      ),
    ).rejects.toMatchObject({ code: 'PAYMENT.RAW_CARD_REFUSED' });
    await expect(
      h.call(
        paymentsAddPaymentMethodRpc,
        {
          methodId: randomUUID(),
          method: {
            kind: 'bank_account',
            account: 'acct_someone_else',
            country: 'GB',
            currency: 'GBP',
            holderName: 'X',
          },
        },
        sender,
      ),
    ).rejects.toMatchObject({ code: 'PAYOUT_METHOD.ONBOARDING_REQUIRED' });

    const key = randomUUID();
    const r = await h.call(
      paymentsChargeShipmentRpc,
      { shipmentId, method: { kind: 'provider_ref', ref: 'pm_card_visa' }, idempotencyKey: key },
      sender,
    );
    expect(r).toMatchObject({ outcome: 'succeeded', payment: { status: 'held', provider: 'stripe' } });
    const charge = seen.find((s) => s.path === '/v1/payment_intents')!;
    expect(charge.key).toBe(`charge-${r.payment.id}-${key}`);
    expect(charge.form).toMatchObject({
      amount: '4200',
      currency: 'cad',
      capture_method: 'automatic',
      confirm: 'true',
      'metadata[shipmentId]': shipmentId,
    });

    // Stripe's own webhook for the same intent: verified with the configured secret, no second hold
    const again = await h.call(
      paymentsHandleProviderWebhookRpc,
      webhook('payment_intent.succeeded', {
        id: r.payment.providerIntentId,
        object: 'payment_intent',
        metadata: { shipmentId },
      }),
      null,
    );
    expect(again.duplicate).toBe(false);
    expect(await h.balance(`escrow:${shipmentId}`, 'CAD')).toBe(4_200);

    // cancellation → refund answered pending → settled when refund.updated says succeeded
    await h.publish(shipmentCancelledV1, { shipmentId, senderId: sender.userId, travelerId: null, reason: null });
    await h.eventually(async () =>
      expect((await h.call(paymentsGetPaymentRpc, { shipmentId }, sender)).status).toBe('refunded'),
    );
    expect(await h.balance('refunds', 'CAD')).toBe(4_200);
    const refund = seen.find((s) => s.path === '/v1/refunds')!;
    expect(refund).toMatchObject({ key: `refund-${r.payment.id}-shipment-cancelled`, form: { amount: '4200' } });
    const refundId = (
      await h.query<{ data: { refundId: string } }>(
        "SELECT data FROM es_events WHERE type = 'payments.escrow.refunded' AND stream_id = $1",
        [`payment-${shipmentId}`],
      )
    )[0]!.data.refundId;
    await h.call(
      paymentsHandleProviderWebhookRpc,
      webhook('refund.updated', {
        id: refundId,
        object: 'refund',
        amount: 4_200,
        status: 'succeeded',
        metadata: { shipmentId },
      }),
      null,
    );
    expect(await h.balance('refunds', 'CAD')).toBe(0);
    for (const row of await h.trialBalance()) expect(Number(row.net)).toBe(0);
  });
});
