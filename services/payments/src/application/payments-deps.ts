import type { EventStore } from '@oneway/eventstore';
import type pg from 'pg';
import type { CardProvider } from '../infrastructure/providers/card-provider.port.js';
import type { PayoutOnboarding, PayoutRouter } from '../infrastructure/providers/payout-provider.port.js';

/** What the use cases are given; built once in the service definition. */
export interface PaymentsDeps {
  pool: pg.Pool;
  store: EventStore;
  card: CardProvider;
  payouts: PayoutRouter;
  clock: () => Date;
  publishableKey: string | null;
  /** Stripe mode only. */
  onboarding: PayoutOnboarding | null;
  webBaseUrl: string;
  logger: {
    info: (o: object, m: string) => void;
    warn: (o: object, m: string) => void;
    error: (o: object, m: string) => void;
  };
}

/** What the RPC controllers are handed: the use cases' deps plus read-your-writes waits. */
export type PaymentsRpcDeps = PaymentsDeps & import('./payment-methods/payment-methods.handlers.js').ProjectionWait;

/** Nest injection token of the PaymentsRpcDeps (provided in payments.service.ts). */
export const PAYMENTS_DEPS = Symbol('PaymentsDeps');

/** Nest injection token of the payment job queues (the finance desk re-queues payouts). */
export const PAYMENT_QUEUES = Symbol('PaymentQueues');
