#!/usr/bin/env node
// The registry this project installs from lacks some platform-specific optional packages
// (e.g. @swc/core-darwin-arm64). `npm install` skips them and leaves them out of
// package-lock.json, and `npm ci` then refuses the lock as "out of sync". This adds a stub
// entry (optional, with the package's os/cpu) for each missing one, so `npm ci` passes and
// skips them on this platform exactly as it would with full entries.
// Run it after any `npm install` that changes the lock: `node scripts/lock-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './workspace.mjs';

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const platform =
  /-(android|darwin|freebsd|linux|win32|openharmony|sunos|aix|netbsd|openbsd)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64|loong64|wasm32)/;
const added = [];
for (const [where, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (packages[`${where ? `${where}/` : ''}node_modules/${name}`] || packages[`node_modules/${name}`]) continue;
    const m = platform.exec(name);
    if (!m || (m[1] === 'linux' && m[2] === 'x64')) continue; // never stub what this platform needs
    const version = spec.replace(/^[\^~=]/, '');
    packages[`node_modules/${name}`] = {
      version,
      resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${version}.tgz`,
      cpu: [m[2]],
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [m[1]],
    };
    added.push(name);
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `lock: stubbed ${added.length} platform packages: ${added.join(' ')}` : 'lock: nothing to stub',
);
