#!/usr/bin/env node
// `npm run chaos [-- --minutes 10]`: kill -9 one process at a time under load on a local
// cluster, then check exactly-once effects and print the table (scripts/chaos/run-chaos.mjs).
// `--smoke`: a short run (about a minute of load) for `npm test`. `--json`: one JSON line.
// Loopback only; bounded in time; everything it starts is stopped and its databases dropped.
import { printTable, runChaos } from './chaos/run-chaos.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const smoke = process.argv.includes('--smoke');
const minutes = Number(arg('--minutes') ?? (smoke ? 1 : 10));
if (!(minutes > 0 && minutes <= 60)) {
  console.error('--minutes must be between 0 and 60');
  process.exit(2);
}
const json = process.argv.includes('--json');
const hardStop = setTimeout(
  () => {
    console.error('chaos: hard time limit reached');
    process.exit(3);
  },
  (smoke ? 6 : minutes) * 60_000 + 6 * 60_000,
);
hardStop.unref();

const result = await runChaos({
  durationMs: minutes * 60_000,
  senders: smoke ? 2 : 4,
  killEveryMs: smoke ? 1_000 : 5_000,
  // The smoke run kills every kind once however slow the machine (up to 6 minutes of load).
  everyKind: smoke,
  maxDurationMs: smoke ? 6 * 60_000 : minutes * 60_000,
  log: json ? () => {} : (line) => console.error(line),
});
if (json) console.log(JSON.stringify(result));
else {
  console.log(`\n${printTable(result.table)}\n`);
  for (const p of result.problems) console.log(`problem: ${p}`);
  // What "failed with a clear error" was: the answer the client got (first 20).
  for (const f of result.failures)
    console.log(`failed: ${f.kind} ${f.key} after ${f.attempts} tries: ${f.status ?? ''} ${f.error ?? ''}`.trim());
}
const t = result.table;
const ok =
  t['applied twice'] === 0 &&
  t.lost === 0 &&
  t['time to converge (s)'] !== 'not converged' &&
  result.problems.length === 0;
process.exit(ok ? 0 : 1);
