import { createHash, randomBytes } from 'node:crypto';
import { DomainError, paymentMethodErrors, providerErrors } from '@oneway/contracts';
import type {
  CardProvider,
  CreateIntentRequest,
  IntentResult,
  ProviderWebhookEvent,
  RefundRequest,
  RefundResult,
  SaveCardRequest,
  SavedCard,
} from './card-provider.port.js';
import { type IdempotencyStore, type IdempotentRecord, InMemoryIdempotencyStore } from './idempotency-store.js';
import { brandOf, evaluateTestCard, type TestCard } from './test-cards.js';
import type { TestModeWebhookEmitter } from './test-mode-webhooks.js';
import { verifySignedWebhook } from './webhook-signature.js';

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

interface TestIntent extends IntentResult {
  metadata: Record<string, string>;
  card: { brand: string; last4: string };
}

/**
 * Stripe's test mode without Stripe: its test cards and decline codes, 3-D Secure, the same
 * idempotency rules (same key + same request → the first answer; same key + a different
 * request → an error), and webhooks signed like Stripe's into the same handler.
 */
export class TestModeCardProvider implements CardProvider {
  readonly name = 'test' as const;
  private readonly intents = new Map<string, TestIntent>();
  /** Saved test cards by their `pm_…` reference. */
  private readonly savedCards = new Map<string, TestCard>();
  /** Calls that reached the "network", per idempotency key (the model test reads this). */
  readonly callsByKey = new Map<string, number>();

  constructor(
    private readonly webhooks: TestModeWebhookEmitter,
    private readonly webhookSecret: string,
    private readonly clock: () => Date = () => new Date(),
    private readonly idempotency: IdempotencyStore = new InMemoryIdempotencyStore(),
  ) {}

  private readonly running = new Map<string, Promise<unknown>>();

  /** Concurrent calls with one key wait for the first, as Stripe answers them. */
  private once<T>(key: string, request: unknown, run: () => Promise<Prepared<T>>): Promise<T> {
    const previous = this.running.get(key) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(() => this.onceSerial(key, request, run));
    this.running.set(key, next);
    void next.finally(() => this.running.get(key) === next && this.running.delete(key)).catch(() => {});
    return next;
  }

  /**
   * The answer is prepared first, with no effect yet, and stored under the key in one round
   * trip; only the call whose record was stored has its effects (the intent kept, the
   * webhook sent). A key answered before gets that answer, or the mismatch error when the
   * request differs; a refusal counts only when the key has no answer yet.
   */
  private async onceSerial<T>(key: string, request: unknown, run: () => Promise<Prepared<T>>): Promise<T> {
    const fp = fingerprint(request);
    let prepared: Prepared<T>;
    try {
      prepared = await run();
    } catch (err) {
      const existing = await this.idempotency.get(key);
      if (!existing) throw err;
      return answerOf<T>(existing, fp, key);
    }
    const stored = await this.idempotency.putIfAbsent(key, { fingerprint: fp, result: prepared.answer });
    if (!stored.created) return answerOf<T>(stored, fp, key);
    this.callsByKey.set(key, (this.callsByKey.get(key) ?? 0) + 1);
    await prepared.effects();
    return prepared.answer;
  }

  private async cardOf(request: CreateIntentRequest | SaveCardRequest): Promise<TestCard> {
    const pm = request.paymentMethod;
    if (pm.kind === 'test_card') return pm;
    const saved =
      this.savedCards.get(pm.ref) ??
      ((await this.idempotency.get(`card-ref:${pm.ref}`))?.result as TestCard | undefined);
    if (saved) return saved;
    // A well-known Stripe test reference maps to the success card.
    if (pm.ref === 'pm_card_visa')
      return { number: '4242424242424242', expMonth: 12, expYear: this.clock().getUTCFullYear() + 3, cvc: '123' };
    throw paymentMethodErrors.notFound();
  }

  createPaymentIntent(request: CreateIntentRequest): Promise<IntentResult> {
    return this.once(`pi:${request.idempotencyKey}`, request, async () => {
      const card = await this.cardOf(request);
      const outcome = evaluateTestCard(card, this.clock());
      const intentId = id('pi');
      const digits = card.number.replace(/[\s-]/g, '');
      const intent: TestIntent = {
        intentId,
        amount: request.amount,
        currency: request.currency,
        clientSecret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        status: outcome.kind === 'declined' ? 'failed' : outcome.kind,
        declineCode: outcome.kind === 'declined' ? outcome.code : null,
        metadata: request.metadata,
        card: { brand: brandOf(digits), last4: digits.slice(-4) },
      };
      return {
        answer: this.publicView(intent),
        effects: () => {
          this.intents.set(intentId, intent);
          this.emitIntentEvent(intent, request.idempotencyKey);
        },
      };
    });
  }

  async completeAuthentication(intentId: string, outcome: 'approve' | 'fail'): Promise<IntentResult> {
    const intent = this.intents.get(intentId);
    if (!intent) throw providerErrors.intentNotFound(intentId);
    if (intent.status === 'requires_action') {
      intent.status = outcome === 'approve' ? 'succeeded' : 'failed';
      intent.declineCode = outcome === 'approve' ? null : 'payment_intent_authentication_failure';
      this.emitIntentEvent(intent, null);
    }
    return this.publicView(intent);
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    return this.once(`re:${request.idempotencyKey}`, request, async () => {
      const intent = this.intents.get(request.intentId);
      if (intent && intent.status !== 'succeeded') {
        throw providerErrors.notRefundable(request.intentId);
      }
      const refund = { refundId: id('re'), status: 'succeeded' as const };
      return {
        answer: refund,
        effects: () =>
          this.webhooks.emit(
            'refund.created',
            {
              id: refund.refundId,
              object: 'refund',
              amount: request.amount,
              payment_intent: request.intentId,
              status: 'succeeded',
              metadata: request.metadata,
            },
            request.idempotencyKey,
          ),
      };
    });
  }

  saveCard(request: SaveCardRequest): Promise<SavedCard> {
    return this.once(`pm:${request.idempotencyKey}`, request, async () => {
      const card = await this.cardOf(request);
      const outcome = evaluateTestCard(card, this.clock());
      if (outcome.kind === 'declined') throw new CardValidationFailed(outcome.code);
      const ref = id('pm');
      // Test cards only (Stripe's public numbers): kept so a saved card outlives a restart. Under
      // a new reference, so a call that loses the key to another leaves only an unused row.
      await this.idempotency.putIfAbsent(`card-ref:${ref}`, { fingerprint: ref, result: card });
      const digits = card.number.replace(/[\s-]/g, '');
      return {
        answer: {
          providerRef: ref,
          brand: brandOf(digits),
          last4: digits.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
        effects: () => {
          this.savedCards.set(ref, card);
        },
      };
    });
  }

  verifyWebhook(
    rawBody: string | Buffer,
    signatureHeader: string | undefined,
    receivedAt?: number,
  ): ProviderWebhookEvent {
    return verifySignedWebhook(rawBody, signatureHeader, this.webhookSecret, receivedAt);
  }

  private publicView(intent: TestIntent): IntentResult {
    const { metadata: _m, card: _c, ...view } = intent;
    return { ...view };
  }

  private emitIntentEvent(intent: TestIntent, idempotencyKey: string | null): void {
    const type =
      intent.status === 'succeeded'
        ? 'payment_intent.succeeded'
        : intent.status === 'requires_action'
          ? 'payment_intent.requires_action'
          : 'payment_intent.payment_failed';
    this.webhooks.emit(
      type,
      {
        id: intent.intentId,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency.toLowerCase(),
        status: intent.status === 'failed' ? 'requires_payment_method' : intent.status,
        metadata: intent.metadata,
        last_payment_error: intent.declineCode ? { code: intent.declineCode, decline_code: intent.declineCode } : null,
      },
      idempotencyKey,
    );
  }
}

/** An answer prepared with no effect yet, and the effects of the call that stores it. */
interface Prepared<T> {
  answer: T;
  effects: () => void | Promise<void>;
}

/** A stored answer for a key: the same request's, or the mismatch error. */
function answerOf<T>(stored: IdempotentRecord, fp: string, key: string): T {
  if (stored.fingerprint !== fp) throw providerErrors.idempotencyMismatch(key);
  return stored.result as T;
}

/** A saved card that fails the test card checks is refused with its decline code. */
export class CardValidationFailed extends DomainError {
  constructor(readonly declineCode: string) {
    super('PAYMENT.CARD_DECLINED', 'validation', declineCode);
  }
}
