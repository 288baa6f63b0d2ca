import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, signWebhookPayload, verifySignedWebhook } from './webhook-signature.js';

const SECRET = 'whsec_test_secret';
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  created: 1,
  data: { object: { id: 'pi_1' } },
});
const NOW_MS = Date.parse('2026-11-21T12:00:00Z');
const nowS = NOW_MS / 1000;

describe('webhook signatures (Stripe scheme, 300 s tolerance)', () => {
  it('signs exactly like Stripe: the SDK builds the same header for the same timestamp', () => {
    expect(signWebhookPayload(payload, SECRET, nowS)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: nowS }),
    );
  });

  it('accepts a correctly signed event within tolerance', () => {
    const header = signWebhookPayload(payload, SECRET, nowS - 10);
    expect(verifySignedWebhook(payload, header, SECRET, NOW_MS)).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      object: { id: 'pi_1' },
    });
  });

  it('refuses a tampered payload', () => {
    const header = signWebhookPayload(payload, SECRET, nowS);
    expect(() => verifySignedWebhook(payload.replace('pi_1', 'pi_2'), header, SECRET, NOW_MS)).toThrow(
      expect.objectContaining({ code: 'WEBHOOK.SIGNATURE_INVALID', kind: 'validation' }),
    );
  });

  it('refuses a signature made with another secret', () => {
    const header = signWebhookPayload(payload, 'whsec_other', nowS);
    expect(() => verifySignedWebhook(payload, header, SECRET, NOW_MS)).toThrow(
      expect.objectContaining({ code: 'WEBHOOK.SIGNATURE_INVALID' }),
    );
  });

  it('refuses a timestamp older than the tolerance', () => {
    const header = signWebhookPayload(payload, SECRET, nowS - WEBHOOK_TOLERANCE_SECONDS - 1);
    expect(() => verifySignedWebhook(payload, header, SECRET, NOW_MS)).toThrow(
      expect.objectContaining({ code: 'WEBHOOK.SIGNATURE_INVALID' }),
    );
  });

  it('refuses a timestamp further in the future than the tolerance', () => {
    const header = signWebhookPayload(payload, SECRET, nowS + WEBHOOK_TOLERANCE_SECONDS + 60);
    expect(() => verifySignedWebhook(payload, header, SECRET, NOW_MS)).toThrow(
      expect.objectContaining({ code: 'WEBHOOK.SIGNATURE_INVALID' }),
    );
  });

  it('refuses a missing signature header', () => {
    expect(() => verifySignedWebhook(payload, undefined, SECRET, NOW_MS)).toThrow(
      expect.objectContaining({ code: 'WEBHOOK.SIGNATURE_MISSING' }),
    );
  });
});
