import { defineError } from '../errors.js';

/** The card provider (Stripe or its test mode) and its webhooks. */
export const providerErrors = {
  idempotencyMismatch: defineError({
    code: 'PROVIDER.IDEMPOTENCY_MISMATCH',
    kind: 'conflict',
    message: (key: string) => `Idempotency key ${key} was used with a different request`,
  }),
  intentNotFound: defineError({
    code: 'PROVIDER.INTENT_NOT_FOUND',
    kind: 'not_found',
    message: (intentId: string) => `No payment intent ${intentId}`,
  }),
  notRefundable: defineError({
    code: 'PROVIDER.NOT_REFUNDABLE',
    kind: 'conflict',
    message: (intentId: string) => `Intent ${intentId} was not charged`,
  }),
  webhookSignatureMissing: defineError({
    code: 'WEBHOOK.SIGNATURE_MISSING',
    kind: 'validation',
    message: 'The Stripe-Signature header is missing',
  }),
  webhookSignatureInvalid: defineError({
    code: 'WEBHOOK.SIGNATURE_INVALID',
    kind: 'validation',
    message: (reason: string) => `Webhook refused: ${reason}`,
  }),
};
