import Stripe from 'stripe';
import type { Currency } from '@oneway/contracts';
import type {
  CardProvider,
  CreateIntentRequest,
  IntentResult,
  IntentStatus,
  ProviderWebhookEvent,
  RefundRequest,
  RefundResult,
  SaveCardRequest,
  SavedCard,
} from './card-provider.port.js';
import { verifySignedWebhook } from './webhook-signature.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Only for a local stand-in of the API (contract tests). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(s: StripeSettings): Stripe {
  return new Stripe(s.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(s.host ? { host: s.host } : {}),
    ...(s.port ? { port: s.port } : {}),
    ...(s.protocol ? { protocol: s.protocol } : {}),
  });
}

function statusOf(intent: Stripe.PaymentIntent): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'requires_payment_method':
    case 'canceled':
      return 'failed';
    default:
      return 'processing';
  }
}

function resultOf(intent: Stripe.PaymentIntent): IntentResult {
  const error = intent.last_payment_error;
  const status = statusOf(intent);
  return {
    intentId: intent.id,
    status,
    clientSecret: intent.client_secret ?? null,
    declineCode: status === 'failed' ? (error?.decline_code ?? error?.code ?? 'card_declined') : null,
    amount: intent.amount,
    currency: intent.currency.toUpperCase() as Currency,
  };
}

/**
 * The real adapter on the official SDK. Every mutating call carries an idempotency key, so
 * the SDK's own retries and ours never charge, refund or save twice. Charges are captured
 * at once (`capture_method: automatic`) onto the platform's balance: escrow is a ledger
 * account, not an authorisation hold (holds expire after 7 days; deliveries take longer).
 */
export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async createPaymentIntent(request: CreateIntentRequest): Promise<IntentResult> {
    if (request.paymentMethod.kind !== 'provider_ref') {
      throw new Error('Raw card numbers never reach Stripe from Oneway: use Elements (a pm_… reference)');
    }
    // A saved card is attached to its owner's Customer, and Stripe charges it only with that
    // customer named: read it from the PaymentMethod when the caller did not say.
    const customer = request.customerRef ?? (await this.customerOf(request.paymentMethod.ref));
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          payment_method: request.paymentMethod.ref,
          ...(customer ? { customer } : {}),
          confirm: true,
          capture_method: 'automatic',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: request.metadata,
          ...(request.description ? { description: request.description } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return resultOf(intent);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const raw = err.raw as { payment_intent?: Stripe.PaymentIntent } | undefined;
        return {
          intentId: raw?.payment_intent?.id ?? `failed:${request.idempotencyKey}`,
          status: 'failed',
          clientSecret: null,
          declineCode: err.decline_code ?? err.code ?? 'card_declined',
          amount: request.amount,
          currency: request.currency,
        };
      }
      throw err;
    }
  }

  private async customerOf(paymentMethodRef: string): Promise<string | null> {
    const pm = await this.stripe.paymentMethods.retrieve(paymentMethodRef);
    return typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
  }

  async completeAuthentication(intentId: string): Promise<IntentResult> {
    // The browser authenticated with stripe.js; the intent's state on Stripe is the truth.
    return resultOf(await this.stripe.paymentIntents.retrieve(intentId));
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: request.intentId, amount: request.amount, metadata: request.metadata },
      { idempotencyKey: request.idempotencyKey },
    );
    const status =
      refund.status === 'succeeded'
        ? 'succeeded'
        : refund.status === 'failed' || refund.status === 'canceled'
          ? 'failed'
          : 'pending';
    return { refundId: refund.id, status };
  }

  async saveCard(request: SaveCardRequest): Promise<SavedCard> {
    if (request.paymentMethod.kind !== 'provider_ref')
      throw new Error('Stripe mode saves cards from Elements references only');
    const customer = await this.stripe.customers.create(
      { metadata: { userId: request.userId } },
      { idempotencyKey: `customer:${request.userId}` },
    );
    await this.stripe.setupIntents.create(
      {
        customer: customer.id,
        payment_method: request.paymentMethod.ref,
        confirm: true,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { userId: request.userId },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    const pm = await this.stripe.paymentMethods.retrieve(request.paymentMethod.ref);
    return {
      providerRef: pm.id,
      brand: pm.card?.brand ?? 'unknown',
      last4: pm.card?.last4 ?? '0000',
      expMonth: pm.card?.exp_month ?? 1,
      expYear: pm.card?.exp_year ?? 2000,
    };
  }

  verifyWebhook(
    rawBody: string | Buffer,
    signatureHeader: string | undefined,
    receivedAt?: number,
  ): ProviderWebhookEvent {
    return verifySignedWebhook(rawBody, signatureHeader, this.webhookSecret, receivedAt);
  }
}
