import { DomainError } from '@oneway/contracts';
import type { Decider } from '@oneway/eventstore';
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
      if (!credit)
        throw new DomainError('WALLET.CREDIT_NOT_FOUND', 'not_found', `No earnings of payment ${command.paymentId}`);
      if (credit.matured) return [];
      if (now.getTime() < Date.parse(credit.availableAt)) {
        throw new DomainError(
          'WALLET.HOLD_NOT_OVER',
          'precondition',
          `These earnings become available at ${credit.availableAt}`,
        );
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

    case 'request_withdrawal': {
      if (state.withdrawals[command.withdrawalId]) return [];
      if (!Number.isSafeInteger(command.amount) || command.amount <= 0) {
        throw new DomainError('WALLET.INVALID_AMOUNT', 'validation', 'Withdraw a positive amount', [
          { field: 'amount', message: 'Must be a positive whole number of minor units' },
        ]);
      }
      if (state.inFlightWithdrawalId) {
        throw new DomainError(
          'WALLET.WITHDRAWAL_IN_FLIGHT',
          'conflict',
          'A withdrawal is already on its way; wait until it is paid or fails',
        );
      }
      const available = balanceIn(state, command.currency).available;
      if (command.amount > available) {
        throw new DomainError(
          'WALLET.INSUFFICIENT_AVAILABLE',
          'conflict',
          `You can withdraw up to ${available} (${command.currency})`,
          [{ field: 'amount', message: `At most ${available}` }],
        );
      }
      const { type: _t, ...data } = command;
      return [{ type: 'payments.wallet.withdrawal_requested', data }];
    }

    case 'mark_withdrawal_paid':
    case 'mark_withdrawal_failed': {
      const w = state.withdrawals[command.withdrawalId];
      if (!w)
        throw new DomainError('WALLET.WITHDRAWAL_NOT_FOUND', 'not_found', `No withdrawal ${command.withdrawalId}`);
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
