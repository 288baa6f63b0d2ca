// How a benchmark hands its figures to `npm run bench` (bench/run.mjs): it writes
// `{ "<figure id>": { now, baseline?, detail? } }` to the file BENCH_RESULT_FILE names. The
// figure ids, their goals and labels are registered in bench/figures.mjs. Run on its own,
// a benchmark prints its own table and this does nothing.
import { writeFileSync } from 'node:fs';

export function reportResults(results) {
  const file = process.env.BENCH_RESULT_FILE;
  if (file) writeFileSync(file, JSON.stringify(results));
}

/** Steady-rate driver: starts `work(i)` `rate` times a second for `seconds`, ticking every `tickMs`. */
export async function atRate(rate, seconds, work, tickMs = 5) {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight = [];
  let issued = 0;
  while (issued < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    while (issued < due) inFlight.push(work(issued++));
    await new Promise((r) => setTimeout(r, tickMs));
  }
  await Promise.all(inFlight);
}
