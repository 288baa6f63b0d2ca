import { fold } from '@oneway/contracts';
import type { WalletCommand } from './wallet.commands.js';
import { walletDecider } from './wallet.decider.js';
import { balanceIn, type WalletEvent } from './wallet.state.js';

const USER = '22222222-2222-4222-8222-222222222222';
const PAYMENT = '33333333-3333-4333-8333-333333333333';
const SHIPMENT = '11111111-1111-4111-8111-111111111111';
const CLAIM = '44444444-4444-4444-8444-444444444444';
const LATER = new Date('2026-11-30T12:00:00Z');

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
const decide = (events: WalletEvent[], command: WalletCommand, now = LATER) =>
  walletDecider.decide(command, fold(walletDecider, events), now);
const freeze: WalletCommand = { type: 'freeze_earnings', userId: USER, paymentId: PAYMENT, claimId: CLAIM };

describe('wallet: a claim on a delivery', () => {
  it('a claim takes the pending earnings of that payment back: the pending balance drops, once', () => {
    const events = decide([credited], freeze);
    expect(events).toEqual([
      {
        type: 'payments.wallet.earnings_frozen',
        data: { userId: USER, paymentId: PAYMENT, claimId: CLAIM, amount: 1000, currency: 'USD' },
      },
    ]);
    const state = fold(walletDecider, [credited, ...events]);
    expect(balanceIn(state, 'USD')).toEqual({ pending: 0, available: 0 });
    expect(decide([credited, ...events], freeze)).toEqual([]);
  });
  it('frozen earnings never mature, even after the payout hold', () => {
    const frozen = decide([credited], freeze);
    expect(decide([credited, ...frozen], { type: 'mature_earnings', userId: USER, paymentId: PAYMENT })).toEqual([]);
  });
  it('earnings that already matured cannot be taken back', () => {
    const matured = decide([credited], { type: 'mature_earnings', userId: USER, paymentId: PAYMENT });
    expect(() => decide([credited, ...matured], freeze)).toThrow(expect.objectContaining({ code: 'PAYMENT.NOT_HELD' }));
  });
  it("a settled claim credits the traveler's share to the available balance once", () => {
    const share: WalletCommand = {
      type: 'credit_claim',
      userId: USER,
      claimId: CLAIM,
      kind: 'traveler_share',
      amount: 600,
      currency: 'USD',
    };
    const events = decide([credited, ...decide([credited], freeze)], share);
    expect(events[0]?.type).toBe('payments.wallet.claim_credited');
    const all = [credited, ...decide([credited], freeze), ...events];
    expect(balanceIn(fold(walletDecider, all), 'USD')).toEqual({ pending: 0, available: 600 });
    expect(decide(all, share)).toEqual([]);
  });
});
