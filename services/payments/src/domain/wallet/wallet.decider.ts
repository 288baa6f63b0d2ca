import { paymentErrors, walletErrors } from '@oneway/contracts';
import type { Decider } from '@oneway/contracts';
import type { WalletCommand } from './wallet.commands.js';
import { type WalletEvent, type WalletState, balanceIn, evolveWallet, initialWalletState } from './wallet.state.js';

// Invariants: available never goes below zero; one withdrawal in flight per wallet; each
// payment is credited and matured once; each withdrawal ends paid or failed exactly once.

function decide(command: WalletCommand, state: WalletState, now: Date): WalletEvent[] {
  switch (command.type) {
    case 'credit_earnings': {
      if (state.credits[command.paymentId]) return [];
      const { type: _t, availableAt, ...data } = command;
      return [{ type: 'payments.wallet.earnings_credited', data: { ...data, availableAt: availableAt.toISOString() } }];
    }

    case 'mature_earnings': {
      const credit = state.credits[command.paymentId];
      if (!credit) throw walletErrors.creditNotFound(command.paymentId);
      if (credit.matured || credit.frozen) return [];
      if (now.getTime() < Date.parse(credit.availableAt)) {
        throw walletErrors.holdNotOver(credit.availableAt);
      }
      return [
        {
          type: 'payments.wallet.earnings_matured',
          data: {
            userId: command.userId,
            paymentId: command.paymentId,
            amount: credit.amount,
            currency: credit.currency,
          },
        },
      ];
    }

    case 'freeze_earnings': {
      const credit = state.credits[command.paymentId];
      if (!credit) throw walletErrors.creditNotFound(command.paymentId);
      if (credit.frozen) return [];
      // Matured earnings may already be withdrawn: a claim can no longer take them back.
      if (credit.matured) throw paymentErrors.notHeld('released', 'frozen');
      return [
        {
          type: 'payments.wallet.earnings_frozen',
          data: {
            userId: command.userId,
            paymentId: command.paymentId,
            claimId: command.claimId,
            amount: credit.amount,
            currency: credit.currency,
          },
        },
      ];
    }

    case 'credit_claim': {
      if ((state.claimCredits ?? []).includes(`${command.claimId}:${command.kind}`) || command.amount <= 0) return [];
      const { type: _t, ...data } = command;
      return [{ type: 'payments.wallet.claim_credited', data }];
    }

    case 'request_withdrawal': {
      if (state.withdrawals[command.withdrawalId]) return [];
      if (!Number.isSafeInteger(command.amount) || command.amount <= 0) {
        throw walletErrors.invalidAmount();
      }
      if (state.inFlightWithdrawalId) {
        throw walletErrors.withdrawalInFlight();
      }
      const available = balanceIn(state, command.currency).available;
      if (command.amount > available) {
        throw walletErrors.insufficientAvailable(available, command.currency);
      }
      const { type: _t, ...data } = command;
      return [{ type: 'payments.wallet.withdrawal_requested', data }];
    }

    case 'mark_withdrawal_paid':
    case 'mark_withdrawal_failed': {
      const w = state.withdrawals[command.withdrawalId];
      if (!w) throw walletErrors.withdrawalNotFound(command.withdrawalId);
      // Settled once: a repeated or late, contradicting provider report changes nothing
      // (the operator sees it in the webhook log).
      if (w.status !== 'pending') return [];
      const base = {
        userId: command.userId,
        withdrawalId: command.withdrawalId,
        amount: w.amount,
        currency: w.currency,
      };
      return command.type === 'mark_withdrawal_paid'
        ? [{ type: 'payments.wallet.withdrawal_paid', data: { ...base, payoutId: command.payoutId } }]
        : [{ type: 'payments.wallet.withdrawal_failed', data: { ...base, reason: command.reason } }];
    }

    default: {
      const never: never = command;
      return never;
    }
  }
}

export const walletDecider: Decider<WalletCommand, WalletState, WalletEvent> = {
  initialState: initialWalletState,
  evolve: evolveWallet,
  decide,
};

export const walletStreamId = (userId: string) => `wallet-${userId}`;
