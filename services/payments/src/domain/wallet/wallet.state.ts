import type {
  Currency,
  EventOf,
  walletEarningsCreditedV1,
  walletEarningsMaturedV1,
  walletEarningsFrozenV1,
  walletClaimCreditedV1,
  walletWithdrawalFailedV1,
  walletWithdrawalPaidV1,
  walletWithdrawalRequestedV1,
} from '@oneway/contracts';

export type WalletEvent =
  | EventOf<typeof walletEarningsCreditedV1>
  | EventOf<typeof walletEarningsMaturedV1>
  | EventOf<typeof walletEarningsFrozenV1>
  | EventOf<typeof walletClaimCreditedV1>
  | EventOf<typeof walletWithdrawalRequestedV1>
  | EventOf<typeof walletWithdrawalPaidV1>
  | EventOf<typeof walletWithdrawalFailedV1>;

export interface WalletBalance {
  pending: number;
  available: number;
}

export interface PendingCredit {
  amount: number;
  currency: Currency;
  availableAt: string;
  matured: boolean;
  /** Taken back to escrow by a claim: never matures. */
  frozen?: boolean;
}

export interface Withdrawal {
  amount: number;
  currency: Currency;
  payoutMethodId: string;
  status: 'pending' | 'paid' | 'failed';
}

/** One wallet per user, with a balance per currency (a traveler may earn in several). */
export interface WalletState {
  balances: Partial<Record<Currency, WalletBalance>>;
  credits: Record<string, PendingCredit>;
  withdrawals: Record<string, Withdrawal>;
  /** Claims already credited, `<claimId>:<kind>` (a repeat credits nothing). */
  claimCredits?: readonly string[];
  /** At most one withdrawal is with the payout provider at a time. */
  inFlightWithdrawalId: string | null;
}

export const initialWalletState = (): WalletState => ({
  balances: {},
  credits: {},
  withdrawals: {},
  inFlightWithdrawalId: null,
});

export function balanceIn(state: WalletState, currency: Currency): WalletBalance {
  return state.balances[currency] ?? { pending: 0, available: 0 };
}

function adjust(state: WalletState, currency: Currency, d: Partial<WalletBalance>): WalletState['balances'] {
  const b = balanceIn(state, currency);
  return {
    ...state.balances,
    [currency]: { pending: b.pending + (d.pending ?? 0), available: b.available + (d.available ?? 0) },
  };
}

function withStatus(state: WalletState, id: string, status: Withdrawal['status']): WalletState['withdrawals'] {
  const w = state.withdrawals[id];
  return w ? { ...state.withdrawals, [id]: { ...w, status } } : state.withdrawals;
}

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'payments.wallet.earnings_credited': {
      const d = event.data;
      return {
        ...state,
        balances: adjust(state, d.currency, { pending: d.amount }),
        credits: {
          ...state.credits,
          [d.paymentId]: { amount: d.amount, currency: d.currency, availableAt: d.availableAt, matured: false },
        },
      };
    }
    case 'payments.wallet.earnings_matured': {
      const d = event.data;
      const credit = state.credits[d.paymentId];
      return {
        ...state,
        balances: adjust(state, d.currency, { pending: -d.amount, available: d.amount }),
        credits: credit ? { ...state.credits, [d.paymentId]: { ...credit, matured: true } } : state.credits,
      };
    }
    case 'payments.wallet.earnings_frozen': {
      const d = event.data;
      const credit = state.credits[d.paymentId];
      return {
        ...state,
        balances: adjust(state, d.currency, { pending: -d.amount }),
        credits: credit ? { ...state.credits, [d.paymentId]: { ...credit, frozen: true } } : state.credits,
      };
    }
    case 'payments.wallet.claim_credited': {
      const d = event.data;
      return {
        ...state,
        balances: adjust(state, d.currency, { available: d.amount }),
        claimCredits: [...(state.claimCredits ?? []), `${d.claimId}:${d.kind}`],
      };
    }
    case 'payments.wallet.withdrawal_requested': {
      const d = event.data;
      return {
        ...state,
        balances: adjust(state, d.currency, { available: -d.amount }),
        withdrawals: {
          ...state.withdrawals,
          [d.withdrawalId]: {
            amount: d.amount,
            currency: d.currency,
            payoutMethodId: d.payoutMethodId,
            status: 'pending',
          },
        },
        inFlightWithdrawalId: d.withdrawalId,
      };
    }
    case 'payments.wallet.withdrawal_paid': {
      const d = event.data;
      return {
        ...state,
        withdrawals: withStatus(state, d.withdrawalId, 'paid'),
        inFlightWithdrawalId: state.inFlightWithdrawalId === d.withdrawalId ? null : state.inFlightWithdrawalId,
      };
    }
    case 'payments.wallet.withdrawal_failed': {
      const d = event.data;
      return {
        ...state,
        balances: adjust(state, d.currency, { available: d.amount }),
        withdrawals: withStatus(state, d.withdrawalId, 'failed'),
        inFlightWithdrawalId: state.inFlightWithdrawalId === d.withdrawalId ? null : state.inFlightWithdrawalId,
      };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
