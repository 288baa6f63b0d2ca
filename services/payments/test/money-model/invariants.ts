import { escrowRemaining } from '../../src/domain/escrow/escrow.state.js';
import { balanceOf, trialBalance } from '../../src/domain/ledger/ledger.js';
import { balanceIn } from '../../src/domain/wallet/wallet.state.js';
import { CURRENCIES, type Model, type World } from './world.js';

/**
 * What must hold after every step: the ledger sums to zero per currency, no protected
 * balance is negative, each wallet (a fold of its events) equals its ledger accounts, each
 * escrow holds on the ledger what its payment says is left, and each provider was called
 * once per idempotency key (however often it was asked).
 */
export function checkInvariants(m: Readonly<Model>, world: World, after: string): void {
  const fail = (what: string) => {
    throw new Error(`after ${after}: ${what}`);
  };
  for (const [currency, net] of trialBalance(world.ledger))
    if (net !== 0) fail(`ledger does not sum to zero in ${currency}: ${net}`);
  for (const [key, b] of world.ledger.balances) if (b < 0) fail(`${key} is negative (${b})`);
  for (const u of m.travelers) {
    const w = world.wallet(u);
    for (const c of CURRENCIES) {
      const model = balanceIn(w, c);
      const pending = balanceOf(world.ledger, `wallet_pending:${u}`, c);
      const available = balanceOf(world.ledger, `wallet_available:${u}`, c);
      if (model.pending !== pending || model.available !== available)
        fail(`wallet ${u} ${c} is ${JSON.stringify(model)}, the ledger has pending ${pending}, available ${available}`);
    }
  }
  for (const s of m.shipments) {
    const e = world.escrow(s.id);
    const expected = e.status === 'held' || e.status === 'frozen' ? escrowRemaining(e) : 0;
    const actual = balanceOf(world.ledger, `escrow:${s.id}`, s.currency);
    if (expected !== actual) fail(`escrow ${s.id} (${e.status}) should hold ${expected}, the ledger has ${actual}`);
  }
  for (const provider of [world.card, world.payouts])
    for (const [key, n] of provider.callsByKey)
      if (n !== 1) fail(`${provider.name} provider called ${n} times for ${key}`);
}
