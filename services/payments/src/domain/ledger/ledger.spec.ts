import { accounts } from './ledger-account.js';
import { assertBalanced, type JournalEntry } from './journal-entry.js';
import { balanceOf, emptyLedger, post, trialBalance } from './ledger.js';
import { chargeHeldEntry, escrowReleasedEntry, withdrawalFailedEntry, withdrawalRequestedEntry } from './postings.js';

const SHIPMENT = '11111111-1111-4111-8111-111111111111';
const TRAVELER = '22222222-2222-4222-8222-222222222222';
const cause = (key: string) => ({ idempotencyKey: key, causationId: null });

describe('double-entry ledger', () => {
  it('accepts a balanced entry and keeps the trial balance at zero per currency', () => {
    // given an empty ledger, when a charge of 1000 + 50 fee + 20 insurance posts
    const { ledger } = post(
      emptyLedger(),
      chargeHeldEntry(
        { shipmentId: SHIPMENT, currency: 'USD', amount: 1000, platformFee: 50, insurancePremium: 20 },
        cause('c1'),
      ),
    );
    // then every account holds its part and debits equal credits
    expect(balanceOf(ledger, 'payments_clearing', 'USD')).toBe(1070);
    expect(balanceOf(ledger, `escrow:${SHIPMENT}`, 'USD')).toBe(1000);
    expect(balanceOf(ledger, 'platform_fee_revenue', 'USD')).toBe(50);
    expect(balanceOf(ledger, 'insurance_reserve', 'USD')).toBe(20);
    expect(trialBalance(ledger).get('USD')).toBe(0);
  });

  it('refuses an unbalanced entry', () => {
    const entry: JournalEntry = {
      ...cause('u1'),
      currency: 'USD',
      description: 'broken',
      lines: [
        { account: accounts.paymentsClearing(), side: 'debit', amount: 100 },
        { account: accounts.escrow(SHIPMENT), side: 'credit', amount: 99 },
      ],
    };
    expect(() => post(emptyLedger(), entry)).toThrow(expect.objectContaining({ code: 'LEDGER.UNBALANCED' }));
  });

  it.each([[10.5], [0], [-5], [Number.MAX_SAFE_INTEGER + 1]])(
    'refuses a line amount of %p: only positive integer minor units',
    (amount) => {
      const entry: JournalEntry = {
        ...cause('f1'),
        currency: 'USD',
        description: 'float',
        lines: [
          { account: accounts.paymentsClearing(), side: 'debit', amount },
          { account: accounts.escrow(SHIPMENT), side: 'credit', amount },
        ],
      };
      expect(() => assertBalanced(entry)).toThrow(expect.objectContaining({ code: 'LEDGER.INVALID_AMOUNT' }));
    },
  );

  it('refuses an entry that would take a protected account negative, and posts none of it', () => {
    // given a traveler with nothing available, when a withdrawal of 1 posts
    const before = emptyLedger();
    const entry = withdrawalRequestedEntry(
      { userId: TRAVELER, withdrawalId: 'w1', currency: 'USD', amount: 1 },
      cause('w1'),
    );
    // then it is refused and the ledger is unchanged
    expect(() => post(before, entry)).toThrow(expect.objectContaining({ code: 'LEDGER.NEGATIVE_BALANCE' }));
    expect(before.balances.size).toBe(0);
  });

  it('posts a repeated entry (same idempotency key) once', () => {
    const entry = chargeHeldEntry(
      { shipmentId: SHIPMENT, currency: 'GBP', amount: 500, platformFee: 0, insurancePremium: 0 },
      cause('charge:pi_1'),
    );
    const first = post(emptyLedger(), entry);
    const second = post(first.ledger, entry);
    expect(first.posted).toBe(true);
    expect(second.posted).toBe(false);
    expect(balanceOf(second.ledger, `escrow:${SHIPMENT}`, 'GBP')).toBe(500);
  });

  it('leaves out zero parts: a charge without fee or insurance has two lines', () => {
    const entry = chargeHeldEntry(
      { shipmentId: SHIPMENT, currency: 'NGN', amount: 500, platformFee: 0, insurancePremium: 0 },
      cause('k'),
    );
    expect(entry.lines).toHaveLength(2);
  });

  it('a failed payout returns the money to the available balance with a reversing entry', () => {
    let l = post(
      emptyLedger(),
      chargeHeldEntry(
        { shipmentId: SHIPMENT, currency: 'USD', amount: 300, platformFee: 0, insurancePremium: 0 },
        cause('a'),
      ),
    ).ledger;
    l = post(
      l,
      escrowReleasedEntry({ shipmentId: SHIPMENT, travelerId: TRAVELER, currency: 'USD', amount: 300 }, cause('b')),
    ).ledger;
    l = post(l, {
      ...cause('c'),
      currency: 'USD',
      description: 'mature',
      lines: [
        { account: accounts.walletPending(TRAVELER), side: 'debit', amount: 300 },
        { account: accounts.walletAvailable(TRAVELER), side: 'credit', amount: 300 },
      ],
    }).ledger;
    l = post(
      l,
      withdrawalRequestedEntry({ userId: TRAVELER, withdrawalId: 'w', currency: 'USD', amount: 300 }, cause('d')),
    ).ledger;
    expect(balanceOf(l, `wallet_available:${TRAVELER}`, 'USD')).toBe(0);
    l = post(
      l,
      withdrawalFailedEntry({ userId: TRAVELER, withdrawalId: 'w', currency: 'USD', amount: 300 }, cause('e')),
    ).ledger;
    expect(balanceOf(l, `wallet_available:${TRAVELER}`, 'USD')).toBe(300);
    expect(balanceOf(l, 'payout_clearing', 'USD')).toBe(0);
    expect(trialBalance(l).get('USD')).toBe(0);
  });
});
