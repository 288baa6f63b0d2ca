import type pg from 'pg';
import type { PaymentsConfig } from '../../config.js';
import type { CardProvider } from './card-provider.port.js';
import { PgIdempotencyStore } from './idempotency-store.js';
import { StripeConnectPayoutProvider, TestModePayoutProvider } from './payout-providers.js';
import { type PayoutOnboarding, PayoutRouter } from './payout-provider.port.js';
import { StripeCardProvider, createStripeClient } from './stripe-card-provider.js';
import { TestModeCardProvider } from './test-mode-card-provider.js';
import { TestModeWebhookEmitter } from './test-mode-webhooks.js';

export interface Providers {
  card: CardProvider;
  payouts: PayoutRouter;
  /** Test mode only: where its webhooks go (connected to the service's webhook handler). */
  testWebhooks: TestModeWebhookEmitter | null;
  /** Stripe mode: creates travelers' Connect accounts (test mode takes test bank numbers). */
  onboarding?: PayoutOnboarding | null;
}

/** Stripe when keys are configured, test mode otherwise (ARCHITECTURE.md "Outside providers"). */
export function createProviders(
  config: PaymentsConfig,
  pool: pg.Pool,
  clock: () => Date = () => new Date(),
): Providers {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const stripe = createStripeClient({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
    const connect = new StripeConnectPayoutProvider(stripe);
    // Another payout provider (for Nigerian bank accounts) is added to this list.
    return {
      card: new StripeCardProvider(stripe, config.STRIPE_WEBHOOK_SECRET),
      payouts: new PayoutRouter([connect]),
      testWebhooks: null,
      onboarding: connect,
    };
  }
  const emitter = new TestModeWebhookEmitter(config.TEST_MODE_WEBHOOK_SECRET, clock);
  return {
    card: new TestModeCardProvider(
      emitter,
      config.TEST_MODE_WEBHOOK_SECRET,
      clock,
      new PgIdempotencyStore(pool, 'card'),
    ),
    payouts: new PayoutRouter([new TestModePayoutProvider(emitter, new PgIdempotencyStore(pool, 'payout'))]),
    testWebhooks: emitter,
  };
}
