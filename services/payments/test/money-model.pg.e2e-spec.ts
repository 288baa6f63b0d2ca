import { EventStore, createPool, runMigrations } from '@oneway/eventstore';
import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { paymentsMigrations } from '../src/infrastructure/persistence/payments.migrations.js';
import { PgWorld } from './money-model/pg-world.js';
import { MONEY_EVENTS, runMoneyModel } from './money-model/run-model.js';
import { newModel } from './money-model/world.js';

// The money model (money-model.spec.ts) against the real persistence: the same commands and
// invariants, each unit of work a real Postgres transaction through runMoneyTransaction, the
// event store and ledger tables of a database migrated as the service migrates its own, and
// every invariant computed from the database after every step (money-model/pg-world.ts).
// After each unit of work the service's own projections catch up, so the read models the API
// serves (wallet balances, withdrawals, wallet history, escrow totals) are checked too.
// One database for the file; each run starts from emptied tables. Fewer runs than in memory,
// so the file stays within a minute on a small machine.
//
// The seed is logged. MONEY_MODEL_SEED=<n> replays a run; a failure's report ends with the
// command that replays its shrunk counterexample alone (see money-model/run-model.ts).

// Sequences as long as in memory (300): the long chains (charge, release, maturing,
// withdrawal, payout, its webhook) need them; with 60 commands no run settled a withdrawal.
// Twelve runs keep the file near half a minute on a loaded two-core machine (a run is ~3 s of
// database round trips and projection catch-up).
const NUM_RUNS = 12;
const MAX_COMMANDS = 300;
/**
 * A withdrawal is settled (paid or failed) in about one run in four, so twelve runs would miss
 * it a few times in a hundred: here the runs must reach every escrow state and maturing; that
 * the same generator reaches paid and failed withdrawals is the in-memory spec's check (200 runs).
 */
const MUST_REACH = MONEY_EVENTS.filter(
  (t) => t !== 'payments.wallet.withdrawal_paid' && t !== 'payments.wallet.withdrawal_failed',
);

describe('money model (postgres: the same sequences over the real event store and ledger)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('payments_money_model');
    await runMigrations(db.url, paymentsMigrations);
    // Invariants read on several connections at once (folds, the read-model snapshot).
    pool = createPool(db.url, 8);
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('after every step, read from the database: the ledger sums to zero per currency, no protected balance is negative, wallets equal a fold of the ledger, escrow matches its payment, refunds owed and payout clearing match the folds, the wallet read models and escrow totals the API serves equal the ledger and the folds, one provider call per key, account rows equal their lines, every event has its outbox row', async () => {
    const store = new EventStore(pool);
    await runMoneyModel({
      name: 'money model (postgres)',
      spec: 'services/payments/test/money-model.pg',
      numRuns: NUM_RUNS,
      maxCommands: MAX_COMMANDS,
      mustReach: MUST_REACH,
      // Runs and shrink steps are database round trips: bound them so a shrink cannot blow
      // the budget (the failure found so far is still reported).
      timeLimitMs: 50_000,
      setup: async () => ({ model: newModel(), real: await PgWorld.fresh(pool, store) }),
    });
  }, 90_000);
});
