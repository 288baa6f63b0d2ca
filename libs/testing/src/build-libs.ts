import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

/**
 * Compiles libraries to their dist/ so a test can run them in a separate, killable process
 * (child processes run plain Node, without the test runner's TypeScript transform).
 */
export function buildLibs(libs: string[]): void {
  for (const lib of libs) {
    execFileSync(
      path.join(repoRoot, 'node_modules/.bin/swc'),
      ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc'],
      { cwd: path.join(repoRoot, 'libs', lib), stdio: 'ignore' },
    );
  }
}
