import { fold } from '@oneway/contracts';
import type { WalletCommand } from './wallet.commands.js';
import { walletDecider } from './wallet.decider.js';
import { balanceIn, type WalletEvent } from './wallet.state.js';

const USER = '22222222-2222-4222-8222-222222222222';
const PAYMENT = '33333333-3333-4333-8333-333333333333';
const SHIPMENT = '11111111-1111-4111-8111-111111111111';
const METHOD = '55555555-5555-4555-8555-555555555555';
const W1 = '66666666-6666-4666-8666-666666666661';
const W2 = '66666666-6666-4666-8666-666666666662';
const NOW = new Date('2026-11-21T12:00:00Z');

const credited: WalletEvent = {
  type: 'payments.wallet.earnings_credited',
  data: {
    userId: USER,
    paymentId: PAYMENT,
    shipmentId: SHIPMENT,
    amount: 1000,
    currency: 'USD',
    availableAt: '2026-11-24T12:00:00.000Z',
  },
};
const matured: WalletEvent = {
  type: 'payments.wallet.earnings_matured',
  data: { userId: USER, paymentId: PAYMENT, amount: 1000, currency: 'USD' },
};
const requested = (id: string, amount: number): WalletEvent => ({
  type: 'payments.wallet.withdrawal_requested',
  data: { userId: USER, withdrawalId: id, amount, currency: 'USD', payoutMethodId: METHOD },
});
const withdraw = (id: string, amount: number): WalletCommand => ({
  type: 'request_withdrawal',
  userId: USER,
  withdrawalId: id,
  amount,
  currency: 'USD',
  payoutMethodId: METHOD,
});

function given(...events: WalletEvent[]) {
  const state = fold(walletDecider, events);
  return {
    state,
    when:
      (command: WalletCommand, now = NOW) =>
      () =>
        walletDecider.decide(command, state, now),
  };
}

describe('wallet decider', () => {
  it('released earnings arrive pending, once per payment', () => {
    const cmd: WalletCommand = {
      type: 'credit_earnings',
      userId: USER,
      paymentId: PAYMENT,
      shipmentId: SHIPMENT,
      amount: 1000,
      currency: 'USD',
      availableAt: new Date('2026-11-24T12:00:00Z'),
    };
    expect(given().when(cmd)()).toEqual([credited]);
    expect(given(credited).when(cmd)()).toEqual([]);
    expect(balanceIn(given(credited).state, 'USD')).toEqual({ pending: 1000, available: 0 });
  });

  it('pending becomes available only after the payout hold', () => {
    const cmd: WalletCommand = { type: 'mature_earnings', userId: USER, paymentId: PAYMENT };
    expect(given(credited).when(cmd, NOW)).toThrow(
      expect.objectContaining({ code: 'WALLET.HOLD_NOT_OVER', kind: 'precondition' }),
    );
    expect(given(credited).when(cmd, new Date('2026-11-24T12:00:00Z'))()).toEqual([matured]);
    expect(given(credited, matured).when(cmd, new Date('2026-11-25T00:00:00Z'))()).toEqual([]);
  });

  it('withdraws up to the available balance and no more', () => {
    expect(given(credited, matured).when(withdraw(W1, 1000))()).toEqual([requested(W1, 1000)]);
    expect(given(credited, matured).when(withdraw(W1, 1001))).toThrow(
      expect.objectContaining({ code: 'WALLET.INSUFFICIENT_AVAILABLE', kind: 'conflict' }),
    );
    // pending money cannot be withdrawn
    expect(given(credited).when(withdraw(W1, 1))).toThrow(
      expect.objectContaining({ code: 'WALLET.INSUFFICIENT_AVAILABLE' }),
    );
  });

  it('allows one withdrawal in flight per wallet', () => {
    expect(given(credited, matured, requested(W1, 100)).when(withdraw(W2, 100))).toThrow(
      expect.objectContaining({ code: 'WALLET.WITHDRAWAL_IN_FLIGHT' }),
    );
  });

  it('a repeated withdrawal request (same id) is a no-op', () => {
    expect(given(credited, matured, requested(W1, 100)).when(withdraw(W1, 100))()).toEqual([]);
  });

  it.each([[0], [-1], [1.5]])('refuses to withdraw %p', (amount) => {
    expect(given(credited, matured).when(withdraw(W1, amount))).toThrow(
      expect.objectContaining({ code: 'WALLET.INVALID_AMOUNT', kind: 'validation' }),
    );
  });

  it('a failed payout returns the money to available and frees the wallet for the next withdrawal', () => {
    const failed = given(credited, matured, requested(W1, 400)).when({
      type: 'mark_withdrawal_failed',
      userId: USER,
      withdrawalId: W1,
      reason: 'account_closed',
    })();
    const after = given(credited, matured, requested(W1, 400), ...failed);
    expect(balanceIn(after.state, 'USD').available).toBe(1000);
    expect(after.when(withdraw(W2, 1000))()).toHaveLength(1);
  });

  it('a payout is settled once: paid then failed (or paid twice) changes nothing', () => {
    const paid: WalletEvent = {
      type: 'payments.wallet.withdrawal_paid',
      data: { userId: USER, withdrawalId: W1, amount: 400, currency: 'USD', payoutId: 'po_1' },
    };
    const g = given(credited, matured, requested(W1, 400), paid);
    expect(g.when({ type: 'mark_withdrawal_paid', userId: USER, withdrawalId: W1, payoutId: 'po_1' })()).toEqual([]);
    expect(g.when({ type: 'mark_withdrawal_failed', userId: USER, withdrawalId: W1, reason: 'late' })()).toEqual([]);
    expect(balanceIn(g.state, 'USD').available).toBe(600);
  });
});
