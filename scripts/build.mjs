#!/usr/bin/env node
// Compiles every lib and service with swc (type-checking is `npm run typecheck`) and builds
// the web app with Vite when it exists (`--no-web`: libs and services only).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, libs, root, services } from './workspace.mjs';

for (const dir of [...libs(), ...services()]) {
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  execFileSync(
    bin('swc'),
    [
      'src',
      '-d',
      'dist',
      '--strip-leading-paths',
      '--config-file',
      path.join(root, '.swcrc'),
      '--ignore',
      '**/*.spec.ts',
      '--quiet',
    ],
    { cwd: dir, stdio: 'inherit' },
  );
  console.log(`build: ${path.relative(root, dir)}`);
}
if (!process.argv.includes('--no-web') && existsSync(path.join(root, 'web/index.html'))) {
  execFileSync(process.execPath, [bin('vite'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  console.log('build: web');
}
