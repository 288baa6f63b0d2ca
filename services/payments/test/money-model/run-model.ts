import fc from 'fast-check';
import { moneyCommands } from './commands.js';
import type { Model, MoneyWorld } from './world.js';

// Runs the money model as a fast-check property over one storage (in memory or Postgres):
// seed logging and replay, the report of a shrunk counterexample, and the check that the
// generated sequences reached every state that moves money.
//
// The seed is logged. MONEY_MODEL_SEED=<n> replays a run; a failure's report ends with the
// command that replays its shrunk counterexample alone (MONEY_MODEL_SEED, MONEY_MODEL_PATH
// and MONEY_MODEL_REPLAY_PATH, fast-check's seed, path and fc.commands replay path).

/**
 * Event types that move money: the runs must reach each (a list: one of them), else the
 * invariants prove little.
 */
export const MONEY_EVENTS: (string | string[])[] = [
  'payments.escrow.held',
  'payments.escrow.released',
  'payments.escrow.refunded',
  'payments.escrow.refund_settled',
  'payments.escrow.frozen',
  'payments.wallet.earnings_matured',
  'payments.wallet.withdrawal_paid',
  'payments.wallet.withdrawal_failed',
];

export interface MoneyModelRun {
  /** How logs name it: `money model`, `money model (postgres)`. */
  name: string;
  /** The spec file, for the replay command. */
  spec: string;
  numRuns: number;
  maxCommands?: number;
  /** No new run (nor shrink step) starts after this; the failure found so far is still reported. */
  timeLimitMs: number;
  /** What the runs must reach (MONEY_EVENTS unless said). */
  mustReach?: (string | string[])[];
  /** A fresh model and world for one run. */
  setup: () => Promise<{ model: Model; real: MoneyWorld }>;
}

/** Throws on a counterexample (with its replay command) or when a money event was never reached. */
export async function runMoneyModel(o: MoneyModelRun): Promise<void> {
  const seed = process.env.MONEY_MODEL_SEED
    ? Number(process.env.MONEY_MODEL_SEED)
    : Math.floor(Math.random() * 2 ** 31);
  const path = process.env.MONEY_MODEL_PATH || undefined;
  /** fc.commands' own replay path (the `replayPath` comment in a counterexample). */
  const replayPath = process.env.MONEY_MODEL_REPLAY_PATH || undefined;
  const replaying = Boolean(process.env.MONEY_MODEL_SEED);
  const jest = `npx jest ${o.spec}`;

  const replay = [
    `MONEY_MODEL_SEED=${seed}`,
    path && `MONEY_MODEL_PATH=${path}`,
    replayPath && `MONEY_MODEL_REPLAY_PATH=${replayPath}`,
  ]
    .filter(Boolean)
    .join(' ');
  console.log(`${o.name} seed: ${seed} (replay: ${replay} ${jest})`);
  const seen = new Map<string, number>();
  const property = fc.asyncProperty(moneyCommands(replayPath, o.maxCommands), async (cmds) => {
    const run = await o.setup();
    await fc.asyncModelRun(() => run, cmds);
    for (const [type, n] of await run.real.eventCounts()) seen.set(type, (seen.get(type) ?? 0) + n);
  });
  const details = await fc.check(property, {
    seed,
    path,
    numRuns: o.numRuns,
    interruptAfterTimeLimit: o.timeLimitMs,
    markInterruptAsFailure: false,
  });
  if (details.failed) {
    const cause = details.errorInstance;
    throw new Error(
      `${fc.defaultReportMessage(details)}\nGot error: ${cause instanceof Error ? cause.message : String(cause)}\n` +
        `Replay the shrunk counterexample: MONEY_MODEL_SEED=${seed} MONEY_MODEL_PATH=${details.counterexamplePath}` +
        ` MONEY_MODEL_REPLAY_PATH='${/replayPath="([^"]*)"/.exec(fc.stringify(details.counterexample))?.[1] ?? ''}'` +
        ` ${jest}`,
      { cause },
    );
  }
  if (details.interrupted) console.log(`${o.name}: interrupted after ${details.numRuns} of ${o.numRuns} runs`);

  // The generated sequences reach every state that moves money (else the invariants prove little).
  if (!replaying && !details.interrupted) {
    console.log(
      `${o.name} reached (events over ${details.numRuns} runs): ${[...seen].map(([t, n]) => `${t.replace('payments.', '')} ${n}`).join(', ')}`,
    );
    const unreached = (o.mustReach ?? MONEY_EVENTS).filter((t) => ![t].flat().some((type) => seen.get(type)));
    if (unreached.length)
      throw new Error(`${o.name}: no run reached ${unreached.map((t) => [t].flat().join(' or ')).join(', ')}`);
  }
}
