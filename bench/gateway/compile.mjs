// Compiles what the gateway benchmark's servers import (swc only; type-checking is
// `npm run typecheck`).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function compileServers() {
  for (const dir of [
    'libs/contracts',
    'libs/eventstore',
    'libs/file-storage',
    'libs/service-kit',
    'libs/testing',
    'services/identity',
    'services/gateway',
  ]) {
    execFileSync(
      path.join(root, 'node_modules/.bin/swc'),
      [
        'src',
        '-d',
        'dist',
        '--strip-leading-paths',
        '--config-file',
        '../../.swcrc',
        '--ignore',
        '**/*.spec.ts',
        '--quiet',
      ],
      { cwd: path.join(root, dir) },
    );
  }
}
