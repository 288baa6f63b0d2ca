#!/usr/bin/env node
// Runs chosen browser test files against a private full stack (its own ports, databases,
// subject and key prefixes), e.g. `node scripts/test-browser.mjs e2e/payments.e2e.test.ts`.
// Builds first unless --no-build is given; with no file it runs them all.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserTestEnv, startStack } from './e2e-stack.mjs';
import { bin, root } from './workspace.mjs';

const args = process.argv.slice(2);
// Everything but --no-build goes to vitest: test files, and options such as --reporter=json.
const files = args.filter((a) => a !== '--no-build');
if (!args.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'oneway-web-')), 'dist');
cpSync(path.join(root, 'web/dist'), webDist, { recursive: true });
const stack = await startStack({ env: { WEB_DIST: webDist } });
let status = 1;
try {
  const run = spawnSync(process.execPath, [bin('vitest'), 'run', '--config', 'web/vitest.e2e.config.ts', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...browserTestEnv(stack) },
  });
  status = run.status ?? 1;
} finally {
  await stack.stop();
}
process.exit(status);
