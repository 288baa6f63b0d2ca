import fc from 'fast-check';
import { moneyCommands } from './money-model/commands.js';
import { setup } from './money-model/world.js';

// Model-based property test (fast-check) over random sequences of listing, charge (provider
// asked twice, reply lost, 3-D Secure), release (delivered event twice), full and partial
// refunds, freeze/unfreeze, time passing, maturing, withdrawals (some over the balance) and
// payouts (worker run twice, paid or failed by the bank account), with webhooks delivered in
// any order and again. It runs the real deciders, postings, application functions and
// test-mode providers over an in-memory event store and ledger (money-model/world.ts) and
// checks every invariant after every step (money-model/invariants.ts).
//
// The seed is logged. MONEY_MODEL_SEED=<n> replays a run; a failure's report ends with the
// command that replays its shrunk counterexample alone (MONEY_MODEL_SEED, MONEY_MODEL_PATH
// and MONEY_MODEL_REPLAY_PATH, fast-check's seed, path and fc.commands replay path).

const NUM_RUNS = 200;
const seed = process.env.MONEY_MODEL_SEED ? Number(process.env.MONEY_MODEL_SEED) : Math.floor(Math.random() * 2 ** 31);
const path = process.env.MONEY_MODEL_PATH || undefined;
/** fc.commands' own replay path (the `replayPath` comment in a counterexample). */
const replayPath = process.env.MONEY_MODEL_REPLAY_PATH || undefined;
const replaying = Boolean(process.env.MONEY_MODEL_SEED);

describe('money model (fast-check: random sequences with duplicated and reordered events and webhooks)', () => {
  it('after every step: the ledger sums to zero per currency, no protected balance is negative, wallets equal a fold of the ledger, escrow matches its payment, one provider call per key', async () => {
    const replay = [
      `MONEY_MODEL_SEED=${seed}`,
      path && `MONEY_MODEL_PATH=${path}`,
      replayPath && `MONEY_MODEL_REPLAY_PATH=${replayPath}`,
    ]
      .filter(Boolean)
      .join(' ');
    console.log(`money model seed: ${seed} (replay: ${replay} npx jest services/payments/test/money-model)`);
    const seen = new Map<string, number>();
    const property = fc.asyncProperty(moneyCommands(replayPath), async (cmds) => {
      const run = setup();
      await fc.asyncModelRun(() => run, cmds);
      for (const events of run.real.streams.values())
        for (const e of events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
    });
    const details = await fc.check(property, {
      seed,
      path,
      numRuns: NUM_RUNS,
      // A run is in memory (milliseconds) and so is shrinking; the limit bounds a slow CI
      // machine and a long shrink, and the failure found so far is still reported.
      interruptAfterTimeLimit: 40_000,
      markInterruptAsFailure: false,
    });
    if (details.failed) {
      const cause = details.errorInstance;
      throw new Error(
        `${fc.defaultReportMessage(details)}\nGot error: ${cause instanceof Error ? cause.message : String(cause)}\n` +
          `Replay the shrunk counterexample: MONEY_MODEL_SEED=${seed} MONEY_MODEL_PATH=${details.counterexamplePath}` +
          ` MONEY_MODEL_REPLAY_PATH='${/replayPath="([^"]*)"/.exec(fc.stringify(details.counterexample))?.[1] ?? ''}'` +
          ' npx jest services/payments/test/money-model',
        { cause },
      );
    }
    if (details.interrupted) console.log(`money model: interrupted after ${details.numRuns} of ${NUM_RUNS} runs`);

    // The generated sequences reach every state that moves money (else the invariants prove little).
    if (!replaying && !details.interrupted) {
      console.log(
        `money model reached (events over ${details.numRuns} runs): ${[...seen].map(([t, n]) => `${t.replace('payments.', '')} ${n}`).join(', ')}`,
      );
      const unreached = [
        'payments.escrow.held',
        'payments.escrow.released',
        'payments.escrow.refunded',
        'payments.escrow.refund_settled',
        'payments.escrow.frozen',
        'payments.wallet.earnings_matured',
        'payments.wallet.withdrawal_paid',
        'payments.wallet.withdrawal_failed',
      ].filter((type) => !seen.get(type));
      expect(unreached).toEqual([]);
    }
  }, 60_000);
});
