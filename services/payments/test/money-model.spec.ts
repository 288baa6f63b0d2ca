import { runMoneyModel } from './money-model/run-model.js';
import { setup } from './money-model/world.js';

// Model-based property test (fast-check) over random sequences of listing, charge (provider
// asked twice, reply lost, 3-D Secure), release (delivered event twice), full and partial
// refunds, freeze/unfreeze, time passing, maturing, withdrawals (some over the balance) and
// payouts (worker run twice, paid or failed by the bank account), with webhooks delivered in
// any order and again. It runs the real deciders, postings, application functions and
// test-mode providers over an in-memory event store and ledger (money-model/world.ts) and
// checks every invariant after every step (money-model/invariants.ts). The same model runs
// against Postgres in money-model.pg.e2e-spec.ts (fewer runs), where the read models the API
// serves are checked too (this world has none).
//
// The seed is logged. MONEY_MODEL_SEED=<n> replays a run; a failure's report ends with the
// command that replays its shrunk counterexample alone (see money-model/run-model.ts).

describe('money model (fast-check: random sequences with duplicated and reordered events and webhooks)', () => {
  it('after every step: the ledger sums to zero per currency, no protected balance is negative, wallets equal a fold of the ledger, escrow matches its payment, refunds owed and payout clearing match the folds, one provider call per key', async () => {
    await runMoneyModel({
      name: 'money model',
      spec: 'services/payments/test/money-model.spec',
      numRuns: 200,
      // A run is in memory (milliseconds) and so is shrinking; the limit bounds a slow CI
      // machine and a long shrink, and the failure found so far is still reported.
      timeLimitMs: 40_000,
      setup: async () => setup(),
    });
  }, 60_000);
});
