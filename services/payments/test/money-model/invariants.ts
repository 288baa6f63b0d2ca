import { escrowRemaining } from '../../src/domain/escrow/escrow.state.js';
import { balanceKey } from '../../src/domain/ledger/ledger.js';
import { balanceIn } from '../../src/domain/wallet/wallet.state.js';
import { CURRENCIES, type Model, type MoneyWorld } from './world.js';

/**
 * What must hold after every step: the ledger sums to zero per currency, no protected
 * balance is negative, each wallet (a fold of its events) equals its ledger accounts, each
 * escrow holds on the ledger what its payment says is left, each provider was called once
 * per idempotency key (however often it was asked), and the storage is consistent in itself.
 * Everything is read from the world's storage (the database for PgWorld), not from a mirror.
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
  const [wallets, escrows] = await Promise.all([
    Promise.all(m.travelers.map((u) => world.wallet(u))),
    Promise.all(m.shipments.map((s) => world.escrow(s.id))),
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
  for (const provider of [world.card, world.payouts])
    for (const [key, n] of provider.callsByKey)
      if (n !== 1) fail(`${provider.name} provider called ${n} times for ${key}`);
  const problems = await world.storageProblems();
  if (problems.length) fail(problems.join('; '));
}
