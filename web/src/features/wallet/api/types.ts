// Shapes of the gateway's wallet responses (libs/contracts/src/rpc/payments.rpc.ts).
// Balances are read models of the payments ledger; amounts are integers in minor units.
export type Currency = 'USD' | 'GBP' | 'CAD' | 'NGN';

export type WalletBalance = { currency: Currency; available: number; pending: number; lifetimeEarnings: number };

export type WithdrawalView = {
  id: string;
  amount: number;
  currency: Currency;
  payoutMethodId: string;
  status: 'pending' | 'paid' | 'failed';
  payoutId: string | null;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
};

export type Wallet = { balances: WalletBalance[]; inFlightWithdrawal: WithdrawalView | null; payoutHoldHours: number };

export type WalletTransaction = {
  id: string;
  type: 'earning' | 'earning_available' | 'withdrawal' | 'withdrawal_reversal';
  amount: number;
  currency: Currency;
  status: 'pending' | 'available' | 'paid' | 'failed' | 'completed';
  relatedPaymentId: string | null;
  withdrawalId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

export type EarningsSeries = { currency: Currency; points: Array<{ date: string; amount: number }> };

/** A saved bank account, as far as choosing where a withdrawal goes needs. */
export type PayoutMethod = {
  id: string;
  type: 'card' | 'bank_account';
  isDefault: boolean;
  details: { last4: string; currency?: string; country?: string; holderName?: string };
};
