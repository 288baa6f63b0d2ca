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
