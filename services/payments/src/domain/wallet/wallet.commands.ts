import type { Currency } from '@oneway/contracts';

export type WalletCommand =
  | {
      type: 'credit_earnings';
      userId: string;
      paymentId: string;
      shipmentId: string;
      amount: number;
      currency: Currency;
      availableAt: Date;
    }
  | { type: 'mature_earnings'; userId: string; paymentId: string }
  /** A claim after delivery: this payment's pending earnings go back to escrow (never matured). */
  | { type: 'freeze_earnings'; userId: string; paymentId: string; claimId: string }
  /** A settled claim credits the available balance: the traveler's share or an insurance payout. */
  | {
      type: 'credit_claim';
      userId: string;
      claimId: string;
      kind: 'traveler_share' | 'insurance_payout';
      amount: number;
      currency: Currency;
    }
  | {
      type: 'request_withdrawal';
      userId: string;
      withdrawalId: string;
      amount: number;
      currency: Currency;
      payoutMethodId: string;
    }
  | { type: 'mark_withdrawal_paid'; userId: string; withdrawalId: string; payoutId: string }
  | { type: 'mark_withdrawal_failed'; userId: string; withdrawalId: string; reason: string };
