import type { ProviderWebhookEvent } from './card-provider.port.js';
import { TestModeCardProvider } from './test-mode-card-provider.js';
import { TestModeWebhookEmitter } from './test-mode-webhooks.js';

const SECRET = 'whsec_test';

function setup() {
  const emitter = new TestModeWebhookEmitter(SECRET, () => new Date(), [5]);
  const provider = new TestModeCardProvider(emitter, SECRET);
  const received: ProviderWebhookEvent[] = [];
  emitter.connect(async (raw, header) => {
    received.push(provider.verifyWebhook(raw, header));
  });
  return { provider, emitter, received };
}

const intent = (number: string, key = 'k1', amount = 1070) => ({
  amount,
  currency: 'USD' as const,
  idempotencyKey: key,
  paymentMethod: { kind: 'test_card' as const, number, expMonth: 12, expYear: 2031, cvc: '123' },
  metadata: { paymentId: 'p1' },
});

describe('test-mode card provider', () => {
  it('a successful charge answers succeeded and sends a signed payment_intent.succeeded webhook', async () => {
    const { provider, emitter, received } = setup();
    const result = await provider.createPaymentIntent(intent('4242424242424242'));
    await emitter.flush();
    expect(result).toMatchObject({ status: 'succeeded', amount: 1070, currency: 'USD', declineCode: null });
    expect(received).toEqual([
      expect.objectContaining({
        type: 'payment_intent.succeeded',
        object: expect.objectContaining({ id: result.intentId, metadata: { paymentId: 'p1' } }),
      }),
    ]);
  });

  it('the same idempotency key returns the first intent and charges once, also when called concurrently', async () => {
    const { provider, emitter, received } = setup();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => provider.createPaymentIntent(intent('4242424242424242'))),
    );
    await emitter.flush();
    expect(new Set(results.map((r) => r.intentId)).size).toBe(1);
    expect(provider.callsByKey.get('pi:k1')).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('the same idempotency key with a different request is refused', async () => {
    const { provider } = setup();
    await provider.createPaymentIntent(intent('4242424242424242'));
    await expect(provider.createPaymentIntent(intent('4242424242424242', 'k1', 999))).rejects.toMatchObject({
      code: 'PROVIDER.IDEMPOTENCY_MISMATCH',
    });
  });

  it('a declined card answers failed with its code and sends payment_intent.payment_failed', async () => {
    const { provider, emitter, received } = setup();
    const result = await provider.createPaymentIntent(intent('4000000000009995'));
    await emitter.flush();
    expect(result).toMatchObject({ status: 'failed', declineCode: 'insufficient_funds' });
    expect(received[0]).toMatchObject({
      type: 'payment_intent.payment_failed',
      object: { last_payment_error: { decline_code: 'insufficient_funds' } },
    });
  });

  it('3-D Secure: requires_action, then approval succeeds and a failure declines', async () => {
    const { provider } = setup();
    const first = await provider.createPaymentIntent(intent('4000002500003155', 'a'));
    expect(first).toMatchObject({ status: 'requires_action' });
    expect(first.clientSecret).toMatch(/_secret_/);
    expect(await provider.completeAuthentication(first.intentId, 'approve')).toMatchObject({ status: 'succeeded' });
    const second = await provider.createPaymentIntent(intent('4000002760003184', 'b'));
    expect(await provider.completeAuthentication(second.intentId, 'fail')).toMatchObject({
      status: 'failed',
      declineCode: 'payment_intent_authentication_failure',
    });
  });
});
