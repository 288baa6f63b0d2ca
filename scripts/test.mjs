#!/usr/bin/env node
// Runs every suite (jest for libs and services, vitest for the web app's unit and browser
// tests), then prints one line summing them all: `N passed, N failed`.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, root } from './workspace.mjs';

const out = path.join(root, 'tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const suites = [
  {
    name: 'services and libs (jest)',
    args: [bin('jest'), '--maxWorkers=2', '--json', `--outputFile=${path.join(out, 'jest.json')}`],
    env: { NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
    result: 'jest.json',
  },
  existsSync(path.join(root, 'web/vitest.config.ts')) && {
    name: 'web unit (vitest)',
    args: [
      bin('vitest'),
      'run',
      '--config',
      'web/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(out, 'web-unit.json')}`,
    ],
    result: 'web-unit.json',
  },
  existsSync(path.join(root, 'web/vitest.e2e.config.ts')) && {
    name: 'web browser (vitest + chromium)',
    args: [
      bin('vitest'),
      'run',
      '--config',
      'web/vitest.e2e.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(out, 'web-e2e.json')}`,
    ],
    result: 'web-e2e.json',
    stack: true,
  },
].filter(Boolean);

// Browser tests run against a whole private stack (real gateway, services and servers),
// built and started here, stopped when they finish.
async function withStack(run) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  // The stack serves a private copy of the built app: a rebuild of web/dist meanwhile (another
  // terminal, another run) must not swap the chunks under a running browser.
  const webDist = path.join(out, 'web-dist');
  cpSync(path.join(root, 'web/dist'), webDist, { recursive: true });
  const { browserTestEnv, startStack } = await import('./e2e-stack.mjs');
  const stack = await startStack({ env: { WEB_DIST: webDist } });
  try {
    // Every variable a browser test reads: one missing skips the journeys that need it.
    return run(browserTestEnv(stack));
  } finally {
    await stack.stop();
  }
}

let passed = 0;
let failed = 0;
const lines = [];

// Static checks count as one test each: a type error, a broken module boundary, an
// unformatted file or a dependency declared and unused (or used and undeclared) fails CI.
for (const [name, script] of [
  ['typecheck', 'typecheck'],
  ['lint (ESLint: module boundaries, hooks)', 'lint'],
  ['format (prettier)', 'format:check'],
  ['dependencies (knip: every declared dependency used, every used one declared)', 'knip'],
]) {
  const run = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit', env: process.env });
  if (run.status === 0) passed += 1;
  else failed += 1;
  lines.push(`${name}: ${run.status === 0 ? 'passed' : 'failed'}`);
}
for (const s of suites) {
  let run;
  try {
    const exec = (extraEnv = {}) =>
      spawnSync(process.execPath, s.args, {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...s.env, ...extraEnv },
      });
    run = s.stack ? await withStack(exec) : exec();
  } catch (err) {
    failed += 1;
    lines.push(`${s.name}: could not start the stack: ${err.message}`);
    continue;
  }
  const file = path.join(out, s.result);
  if (!existsSync(file)) {
    // A runner that died before reporting counts as one failure, never as a pass.
    failed += 1;
    lines.push(`${s.name}: runner exited with ${run.status ?? run.signal} and wrote no results`);
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A test file that failed without a failed test (it could not load, a hook threw) counts
  // as one failure; files are counted from testResults, since vitest's numFailedTestSuites
  // also counts describe blocks.
  const suiteFailures = (r.testResults ?? []).filter(
    (t) => t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  passed += r.numPassedTests;
  failed += r.numFailedTests + Math.max(0, suiteFailures);
  lines.push(
    `${s.name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed${suiteFailures > 0 ? ` (+${suiteFailures} suites failed to run)` : ''}`,
  );
  if (run.status !== 0 && r.numFailedTests === 0 && suiteFailures <= 0) {
    failed += 1;
    lines.push(`${s.name}: runner exited with ${run.status}`);
  }
}
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
