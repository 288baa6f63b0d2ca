import { escrowRemaining } from '../../src/domain/escrow/escrow.state.js';
import { balanceKey } from '../../src/domain/ledger/ledger.js';
import type { EscrowState } from '../../src/domain/escrow/escrow.state.js';
import { balanceIn, type WalletState } from '../../src/domain/wallet/wallet.state.js';
import { CURRENCIES, type EscrowTotal, type Model, type MoneyWorld, type WalletReadModel } from './world.js';

/**
 * What must hold after every step: the ledger sums to zero per currency, no protected
 * balance is negative, each wallet (a fold of its events) equals its ledger accounts, each
 * escrow holds on the ledger what its payment says is left, the refunds account owes what
 * was refunded and not yet settled, payout clearing holds the withdrawals not yet paid or
 * failed, the read models the API serves (where the world has them) equal the ledger and the
 * folds, each provider was called once per idempotency key (however often it was asked), and
 * the storage is consistent in itself. Everything is read from the world's storage (the
 * database for PgWorld), not from a mirror.
 */
export async function checkInvariants(m: Readonly<Model>, world: MoneyWorld, after: string): Promise<void> {
  const fail = (what: string) => {
    throw new Error(`after ${after}: ${what}`);
  };
  for (const [currency, net] of await world.trialBalance())
    if (net !== 0) fail(`ledger does not sum to zero in ${currency}: ${net}`);
  const balances = await world.balances();
  const balanceOf = (account: string, currency: (typeof CURRENCIES)[number]) =>
    balances.get(balanceKey(account, currency)) ?? 0;
  for (const [key, b] of balances) if (b < 0) fail(`${key} is negative (${b})`);
  // Read concurrently (a database world answers on several connections).
  const [wallets, escrows, readModels] = await Promise.all([
    Promise.all(m.travelers.map((u) => world.wallet(u))),
    Promise.all(m.shipments.map((s) => world.escrow(s.id))),
    world.readModels?.(m.travelers),
  ]);
  for (const [i, u] of m.travelers.entries()) {
    const w = wallets[i]!;
    for (const c of CURRENCIES) {
      const model = balanceIn(w, c);
      const pending = balanceOf(`wallet_pending:${u}`, c);
      const available = balanceOf(`wallet_available:${u}`, c);
      if (model.pending !== pending || model.available !== available)
        fail(`wallet ${u} ${c} is ${JSON.stringify(model)}, the ledger has pending ${pending}, available ${available}`);
    }
  }
  for (const [i, s] of m.shipments.entries()) {
    const e = escrows[i]!;
    const expected = e.status === 'held' || e.status === 'frozen' ? escrowRemaining(e) : 0;
    const actual = balanceOf(`escrow:${s.id}`, s.currency);
    if (expected !== actual) fail(`escrow ${s.id} (${e.status}) should hold ${expected}, the ledger has ${actual}`);
  }
  // Platform accounts against the folds: refunds owed are those recorded on a payment and not
  // yet confirmed by the provider (at what the test asked to refund); payout clearing holds
  // the withdrawals requested and neither paid nor failed.
  const owed = new Map(CURRENCIES.map((c) => [c, 0]));
  for (const e of escrows) {
    if (e.status === 'none') continue;
    for (const id of e.refundIds) {
      if (e.settledRefunds.includes(id)) continue;
      const amount = m.refunds.get(id);
      if (amount === undefined) fail(`payment ${e.paymentId} records refund ${id}, which the test never issued`);
      else owed.set(e.currency, owed.get(e.currency)! + amount);
    }
  }
  const clearing = new Map(CURRENCIES.map((c) => [c, 0]));
  for (const w of wallets)
    for (const x of Object.values(w.withdrawals))
      if (x.status === 'pending') clearing.set(x.currency, clearing.get(x.currency)! + x.amount);
  for (const c of CURRENCIES) {
    if (balanceOf('refunds', c) !== owed.get(c))
      fail(
        `refunds owed in ${c} should be ${owed.get(c)} (refunds not settled), the ledger has ${balanceOf('refunds', c)}`,
      );
    if (balanceOf('payout_clearing', c) !== clearing.get(c))
      fail(
        `payout clearing in ${c} should be ${clearing.get(c)} (withdrawals neither paid nor failed), the ledger has ${balanceOf('payout_clearing', c)}`,
      );
  }
  if (readModels) {
    for (const [i, u] of m.travelers.entries())
      for (const problem of walletReadModelProblems(readModels.wallets[i]!, wallets[i]!, u, balanceOf))
        fail(`wallet read model of ${u}: ${problem}`);
    for (const problem of escrowTotalsProblems(readModels.escrowTotals, escrows))
      fail(`escrow totals read model: ${problem}`);
  }
  for (const provider of [world.card, world.payouts])
    for (const [key, n] of provider.callsByKey)
      if (n !== 1) fail(`${provider.name} provider called ${n} times for ${key}`);
  const problems = await world.storageProblems();
  if (problems.length) fail(problems.join('; '));
}

const sorted = (xs: string[]) => [...xs].sort();
const sameList = (actual: string[], expected: string[]) =>
  JSON.stringify(sorted(actual)) === JSON.stringify(sorted(expected));

/**
 * What the API shows of a wallet: its balances (pending, available) equal the ledger accounts,
 * its lifetime earnings the credits in the wallet's fold; its withdrawals and its transaction
 * history (earnings, maturing, withdrawals, reversals) are those of the fold, with their
 * status and amount.
 */
function walletReadModelProblems(
  rm: WalletReadModel,
  w: WalletState,
  u: string,
  balanceOf: (account: string, currency: (typeof CURRENCIES)[number]) => number,
): string[] {
  const problems: string[] = [];
  for (const c of CURRENCIES) {
    const shown = rm.balances.find((b) => b.currency === c) ?? { pending: 0, available: 0, lifetimeEarnings: 0 };
    const pending = balanceOf(`wallet_pending:${u}`, c);
    const available = balanceOf(`wallet_available:${u}`, c);
    const earned = Object.values(w.credits)
      .filter((x) => x.currency === c)
      .reduce((n, x) => n + x.amount, 0);
    if (shown.pending !== pending || shown.available !== available)
      problems.push(
        `shows ${c} pending ${shown.pending}, available ${shown.available}; the ledger has pending ${pending}, available ${available}`,
      );
    if (shown.lifetimeEarnings !== earned)
      problems.push(`shows lifetime earnings ${shown.lifetimeEarnings} ${c}, the wallet was credited ${earned}`);
  }
  const withdrawals = Object.entries(w.withdrawals);
  const listed = rm.withdrawals.items.map((x) => `${x.id} ${x.status} ${x.amount} ${x.currency}`);
  const expected = withdrawals.map(([id, x]) => `${id} ${x.status} ${x.amount} ${x.currency}`);
  if (rm.withdrawals.total !== withdrawals.length || !sameList(listed, expected))
    problems.push(
      `lists ${rm.withdrawals.total} withdrawals [${sorted(listed).join(', ')}], the wallet has [${sorted(expected).join(', ')}]`,
    );
  const history = rm.transactions.items.map(
    (t) => `${t.type} ${t.status} ${t.amount} ${t.currency} ${t.relatedPaymentId ?? t.withdrawalId}`,
  );
  const expectedHistory = [
    ...Object.entries(w.credits).flatMap(([paymentId, x]) => [
      `earning ${x.matured ? 'available' : 'pending'} ${x.amount} ${x.currency} ${paymentId}`,
      ...(x.matured ? [`earning_available available ${x.amount} ${x.currency} ${paymentId}`] : []),
    ]),
    ...withdrawals.flatMap(([id, x]) => [
      `withdrawal ${x.status} ${x.amount} ${x.currency} ${id}`,
      ...(x.status === 'failed' ? [`withdrawal_reversal completed ${x.amount} ${x.currency} ${id}`] : []),
    ]),
  ];
  if (rm.transactions.total !== expectedHistory.length || !sameList(history, expectedHistory))
    problems.push(
      `history is [${sorted(history).join(', ')}] (${rm.transactions.total} rows), the wallet's events make [${sorted(expectedHistory).join(', ')}]`,
    );
  return problems;
}

/**
 * The admin escrow totals (the `payments` projection) per currency and status: how many
 * payments and how much (what is left held, what was refunded, else the escrowed amount),
 * as the escrow folds say.
 */
function escrowTotalsProblems(totals: EscrowTotal[], escrows: EscrowState[]): string[] {
  const expected = new Map<string, { count: number; amount: number }>();
  for (const e of escrows) {
    if (e.status === 'none') continue;
    const amount =
      e.status === 'refunded'
        ? e.refundedTotal
        : e.status === 'held' || e.status === 'frozen'
          ? escrowRemaining(e)
          : e.amount;
    const key = `${e.currency} ${e.status}`;
    const t = expected.get(key) ?? { count: 0, amount: 0 };
    expected.set(key, { count: t.count + 1, amount: t.amount + amount });
  }
  const shown = totals.map((t) => `${t.currency} ${t.status}: ${t.count} for ${t.amount}`);
  const want = [...expected].map(([k, t]) => `${k}: ${t.count} for ${t.amount}`);
  return sameList(shown, want)
    ? []
    : [`shows [${sorted(shown).join(', ')}], the payments' events make [${sorted(want).join(', ')}]`];
}
