#!/usr/bin/env node
// `npm run bench`: runs every benchmark registered in bench/figures.mjs, one after another
// (each in its own process, as when run alone), and prints one table: figure, goal, now, the
// baseline measured in the same run, the ratio, and whether the goal is met.
// `npm run bench -- eventstore gateway` runs only the named suites.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { figures, suites } from './figures.mjs';
import { settleMachine } from './lib/settle.mjs';
import { printTable } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
// The project's pinned Node (the `node` devDependency), as `npm run` would pick it.
const pinnedNode = path.join(root, 'node_modules/.bin/node');
const node = existsSync(pinnedNode) ? pinnedNode : process.execPath;
const dir = mkdtempSync(path.join(tmpdir(), 'oneway-bench-'));
const results = {};
const failures = [];

const selected = suites.filter((s) => only.length === 0 || only.includes(s.name));
// The suites read BENCH_* variables with different meanings (BENCH_RATE is events/s in one,
// creates/s or sends/s in others): one set for the whole run would change figures whose goals
// name a rate. Each suite gets only its own (figures.mjs), so the table measures what it says.
const dropped = Object.keys(process.env).filter((k) => k.startsWith('BENCH_'));
const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('BENCH_')));
if (dropped.length)
  process.stdout.write(`(ignored for the suites: ${dropped.join(', ')}; run one suite alone to vary it)\n`);
for (const [i, suite] of selected.entries()) {
  if (i > 0) {
    const { seconds, quiet } = await settleMachine({
      databaseUrl: `${process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432'}/postgres`,
    });
    process.stdout.write(
      `\n(settled before ${suite.name}: ${seconds.toFixed(1)} s${quiet ? '' : ', machine still busy'})\n`,
    );
  }
  const resultFile = path.join(dir, `${suite.name}.json`);
  const started = Date.now();
  process.stdout.write(`\n▶ ${suite.name}\n`);
  const { code, stdout } = await new Promise((resolve) => {
    const child = spawn(node, suite.args, {
      cwd: root,
      env: { ...inherited, ...suite.env, BENCH_RESULT_FILE: resultFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('exit', (c) => resolve({ code: c, stdout: out }));
  });
  let reported = {};
  try {
    reported = suite.parse ? suite.parse(stdout) : JSON.parse(readFileSync(resultFile, 'utf8'));
  } catch {
    // Nothing reported: the table says so.
  }
  Object.assign(results, reported);
  if (code !== 0) failures.push(`${suite.name} exited with ${code}`);
  process.stdout.write(`  (${suite.name}: ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}
rmSync(dir, { recursive: true, force: true });

const round = (n) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));
const goalText = (g, unit) =>
  !g
    ? '—'
    : g.minRatio !== undefined
      ? `≥ ${g.minRatio} × baseline`
      : g.min !== undefined
        ? `≥ ${g.min}${unit}`
        : `≤ ${g.max}${unit}`;
const rows = figures
  .filter((f) => only.length === 0 || only.includes(suites.find((s) => f.id.startsWith(`${s.name}.`))?.name))
  .map((f) => {
    const r = results[f.id];
    if (!r || typeof r.now !== 'number' || Number.isNaN(r.now)) {
      return {
        figure: f.figure,
        goal: goalText(f.goal, f.unit),
        now: 'not measured',
        baseline: '',
        ratio: '',
        met: 'no',
      };
    }
    const ratio = r.baseline ? r.now / r.baseline : null;
    const g = f.goal;
    const met = !g
      ? ''
      : g.minRatio !== undefined
        ? ratio !== null && ratio >= g.minRatio
        : g.min !== undefined
          ? r.now >= g.min
          : r.now <= g.max;
    return {
      figure: f.figure,
      goal: goalText(g, f.unit),
      now: `${round(r.now)}${f.unit}${r.detail ? ` (${r.detail})` : ''}`,
      baseline: r.baseline ? `${round(r.baseline)}${f.unit} ${f.baseline ?? ''}`.trim() : '—',
      ratio: ratio === null ? '—' : ratio.toFixed(2),
      met: met === '' ? '—' : met ? 'yes' : 'NO',
    };
  });
printTable(`Oneway benchmarks (${(await import('node:os')).cpus().length} CPUs, node ${process.version})`, rows);
if (failures.length) {
  console.log(`\n${failures.join('\n')}`);
  process.exitCode = 1;
}
