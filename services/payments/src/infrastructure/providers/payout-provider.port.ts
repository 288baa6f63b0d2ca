import type { Currency } from '@oneway/contracts';

// Travelers are paid out through a payout port separate from card charging: Stripe
// Connect's self-serve payouts do not reach every country the product serves (Nigerian
// bank accounts among them), so another provider can implement this port beside Stripe
// and the router picks one per destination (docs/decisions/payments-payouts.md).

export interface PayoutDestination {
  /** The provider's reference for the traveler's account (Connect `acct_…`, a bank token…). */
  providerRef: string;
  country: string;
  currency: Currency;
}

export interface PayoutRequest {
  withdrawalId: string;
  amount: number;
  currency: Currency;
  destination: PayoutDestination;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PayoutResult {
  payoutId: string;
  /** `pending`: the final answer arrives by webhook. */
  status: 'pending' | 'paid' | 'failed';
  failureCode: string | null;
}

export interface PayoutProvider {
  readonly name: string;
  supports(destination: Pick<PayoutDestination, 'country' | 'currency'>): boolean;
  createPayout(request: PayoutRequest): Promise<PayoutResult>;
}

/** Picks the first provider that reaches a destination, in configuration order. */
export class PayoutRouter {
  constructor(private readonly providers: PayoutProvider[]) {}

  providerFor(destination: Pick<PayoutDestination, 'country' | 'currency'>): PayoutProvider | null {
    return this.providers.find((p) => p.supports(destination)) ?? null;
  }
}

/** Creating a traveler's account at the payout provider and the hosted onboarding link. */
export interface PayoutOnboarding {
  /** Idempotent per user: a second call returns the same account with a fresh link. */
  onboard(request: {
    userId: string;
    country: string;
    existingAccountId: string | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{
    accountId: string;
    url: string;
  }>;
}
