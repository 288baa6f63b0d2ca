import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { payoutErrors } from '@oneway/contracts';
import { type IdempotencyStore, InMemoryIdempotencyStore } from './idempotency-store.js';
import type {
  PayoutDestination,
  PayoutOnboarding,
  PayoutProvider,
  PayoutRequest,
  PayoutResult,
} from './payout-provider.port.js';
import type { TestModeWebhookEmitter } from './test-mode-webhooks.js';

/** Stripe Connect reaches these countries self-serve; Nigeria is not among them. */
const STRIPE_PAYOUT_COUNTRIES = new Set(['US', 'GB', 'CA']);

/**
 * Pays a traveler with a transfer to their Stripe Connect account; Stripe's payout schedule
 * takes it to their bank from there. The transfer is what Oneway controls, so it is what
 * marks the withdrawal paid.
 */
export class StripeConnectPayoutProvider implements PayoutProvider, PayoutOnboarding {
  readonly name = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  supports(d: Pick<PayoutDestination, 'country' | 'currency'>): boolean {
    return STRIPE_PAYOUT_COUNTRIES.has(d.country) && d.currency !== 'NGN';
  }

  /** An Express connected account per traveler (created once) and a Stripe-hosted onboarding link. */
  async onboard(request: {
    userId: string;
    country: string;
    existingAccountId: string | null;
    returnUrl: string;
    refreshUrl: string;
  }) {
    const accountId =
      request.existingAccountId ??
      (
        await this.stripe.accounts.create(
          {
            type: 'express',
            country: request.country,
            capabilities: { transfers: { requested: true } },
            metadata: { userId: request.userId },
          },
          { idempotencyKey: `connect-account-${request.userId}` },
        )
      ).id;
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: request.returnUrl,
      refresh_url: request.refreshUrl,
    });
    return { accountId, url: link.url };
  }

  async createPayout(request: PayoutRequest): Promise<PayoutResult> {
    const transfer = await this.stripe.transfers.create(
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        destination: request.destination.providerRef,
        transfer_group: `withdrawal_${request.withdrawalId}`,
        metadata: request.metadata,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { payoutId: transfer.id, status: 'paid', failureCode: null };
  }
}

/** Stripe's published test bank account numbers and the payout outcome each gives. */
export const TEST_BANK_ACCOUNTS: Record<string, string | null> = {
  '000123456789': null,
  '000111111116': 'no_account',
  '000111111113': 'account_closed',
  '000222222227': 'insufficient_funds',
  '000333333335': 'debit_not_authorized',
  '000444444440': 'invalid_currency',
};

/**
 * Test-mode payouts: answer `pending`, then a signed `payout.paid` / `payout.failed` webhook,
 * as Stripe does. Idempotent per key across restarts when given a persistent store.
 */
export class TestModePayoutProvider implements PayoutProvider {
  readonly name = 'test';
  readonly callsByKey = new Map<string, number>();

  constructor(
    private readonly webhooks: TestModeWebhookEmitter,
    private readonly idempotency: IdempotencyStore = new InMemoryIdempotencyStore(),
  ) {}

  supports(): boolean {
    return true;
  }

  async createPayout(request: PayoutRequest): Promise<PayoutResult> {
    const key = `po:${request.idempotencyKey}`;
    const existing = await this.idempotency.get(key);
    if (existing) {
      // The same payout again (a worker that died after the call runs once more): the first
      // payout is answered and its outcome webhook redelivered under the same event id, as
      // Stripe retries a webhook that was not acknowledged.
      const { nonce: _n, ...first } = existing.result as PayoutResult & { nonce?: string };
      this.emitOutcome(request, first.payoutId);
      return first;
    }
    const account = request.destination.providerRef.replace(/^ba_test_/, '');
    if (!(account in TEST_BANK_ACCOUNTS) && !/^\d{6,17}$/.test(account)) {
      throw payoutErrors.invalidDestination();
    }
    const payoutId = `po_test_${request.withdrawalId.replace(/-/g, '')}`;
    const result: PayoutResult = { payoutId, status: 'pending', failureCode: null };
    // The nonce tells whether this call stored the record or found another's.
    const nonce = randomUUID();
    const stored = (
      await this.idempotency.putIfAbsent(key, { fingerprint: JSON.stringify(request), result: { ...result, nonce } })
    ).result as PayoutResult & { nonce: string };
    if (stored.nonce !== nonce)
      return { payoutId: stored.payoutId, status: stored.status, failureCode: stored.failureCode };
    this.callsByKey.set(key, (this.callsByKey.get(key) ?? 0) + 1);
    this.emitOutcome(request, payoutId);
    return result;
  }

  private emitOutcome(request: PayoutRequest, payoutId: string): void {
    const failure = TEST_BANK_ACCOUNTS[request.destination.providerRef.replace(/^ba_test_/, '')] ?? null;
    this.webhooks.emit(
      failure ? 'payout.failed' : 'payout.paid',
      {
        id: payoutId,
        object: 'payout',
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        status: failure ? 'failed' : 'paid',
        failure_code: failure,
        metadata: request.metadata,
      },
      request.idempotencyKey,
      `evt_test_${payoutId}`,
    );
  }
}
