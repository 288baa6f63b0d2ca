import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { providerErrors } from '@oneway/contracts';
import type { ProviderWebhookEvent } from './card-provider.port.js';

/** Stripe's default and ours: a signed event older (or newer) than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Signs a payload the way Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.payload")>`.
 * The test-mode adapter uses it so its webhooks go through the very same verification.
 */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/**
 * One verification for both adapters: the official SDK's `constructEvent` over the raw body
 * (a re-serialised body would not match the signature). Anything it refuses is a 400.
 */
export function verifySignedWebhook(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
  /** Milliseconds since the epoch (the SDK's unit); defaults to now. */
  receivedAt?: number,
): ProviderWebhookEvent {
  if (!header) throw providerErrors.webhookSignatureMissing();
  // The SDK refuses old signatures; one dated in the future is refused here (a replay
  // prepared in advance, or a badly skewed clock).
  const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  const nowSeconds = Math.floor((receivedAt ?? Date.now()) / 1000);
  if (Number.isFinite(t) && t - nowSeconds > WEBHOOK_TOLERANCE_SECONDS) {
    throw providerErrors.webhookSignatureInvalid('timestamp is in the future');
  }
  try {
    const event = Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt,
    );
    return {
      id: event.id,
      type: event.type,
      created: event.created,
      object: event.data.object as unknown as Record<string, unknown>,
    };
  } catch (err) {
    throw providerErrors.webhookSignatureInvalid((err as Error).message);
  }
}
