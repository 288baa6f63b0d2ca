import type { Currency } from '@oneway/contracts';

// The port every card provider adapter implements (Stripe, test mode). The application talks
// only to this; which adapter runs is decided at boot from configuration.

export type ProviderName = 'stripe' | 'test';

/** A raw card only exists in test mode; in Stripe mode Elements gives a `pm_…` reference. */
export type PaymentMethodInput =
  | { kind: 'test_card'; number: string; expMonth: number; expYear: number; cvc: string; zip?: string }
  | { kind: 'provider_ref'; ref: string };

export interface CreateIntentRequest {
  amount: number;
  currency: Currency;
  /** Same key, same request → the provider returns the first intent, never a second charge. */
  idempotencyKey: string;
  paymentMethod: PaymentMethodInput;
  customerRef?: string | null;
  metadata: Record<string, string>;
  description?: string;
}

export type IntentStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed';

export interface IntentResult {
  intentId: string;
  status: IntentStatus;
  /** For Elements / the 3-D Secure step in the browser. */
  clientSecret: string | null;
  declineCode: string | null;
  amount: number;
  currency: Currency;
}

export interface RefundRequest {
  intentId: string;
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface SaveCardRequest {
  userId: string;
  paymentMethod: PaymentMethodInput;
  idempotencyKey: string;
}

export interface SavedCard {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A verified provider webhook, reduced to what the payments service reacts to. */
export interface ProviderWebhookEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

export interface CardProvider {
  readonly name: ProviderName;
  createPaymentIntent(request: CreateIntentRequest): Promise<IntentResult>;
  /**
   * After the 3-D Secure step: Stripe re-reads the intent (the browser authenticated with
   * stripe.js); test mode plays the bank's answer (`approve` | `fail`).
   */
  completeAuthentication(intentId: string, outcome: 'approve' | 'fail'): Promise<IntentResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  saveCard(request: SaveCardRequest): Promise<SavedCard>;
  /** Verifies the signature (300 s tolerance) on the raw body and parses the event. */
  verifyWebhook(
    rawBody: string | Buffer,
    signatureHeader: string | undefined,
    receivedAt?: number,
  ): ProviderWebhookEvent;
}

/** A decline the provider reported as an error (Stripe throws `StripeCardError`). */
export class CardDeclinedError extends Error {
  constructor(
    readonly declineCode: string,
    readonly intentId: string | null,
  ) {
    super(`Card declined: ${declineCode}`);
    this.name = 'CardDeclinedError';
  }
}
