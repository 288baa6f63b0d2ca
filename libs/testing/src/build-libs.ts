import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

const STAMP = '.built-from';
const LOCK_STALE_MS = 120_000;

/** What src/ holds now: every file's path, size and modification time, hashed. */
function sourceSignature(src: string): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const s = statSync(file);
        hash.update(`${path.relative(src, file)}:${s.size}:${s.mtimeMs}\n`);
      }
    }
  };
  walk(src);
  return hash.digest('hex');
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Runs `fn` holding a lock directory next to the package (test workers compile the same libs). */
function withLock<T>(lockDir: string, fn: () => T): T {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > LOCK_STALE_MS) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      sleep(50);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * Compiles one package's src/ to dist/ with swc, once per change of its sources: a test that
 * runs dist/ in a child process must not see another test worker rewrite those files under it.
 */
export function compilePackage(dir: string): void {
  withLock(path.join(dir, '.build-lock'), () => {
    const signature = sourceSignature(path.join(dir, 'src'));
    try {
      if (readFileSync(path.join(dir, 'dist', STAMP), 'utf8') === signature) return;
    } catch {
      // Never built here.
    }
    execFileSync(
      path.join(repoRoot, 'node_modules/.bin/swc'),
      ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', path.join(repoRoot, '.swcrc')],
      { cwd: dir, stdio: 'ignore' },
    );
    writeFileSync(path.join(dir, 'dist', STAMP), signature);
  });
}

/**
 * Compiles libraries to their dist/ so a test can run them in a separate, killable process
 * (child processes run plain Node, without the test runner's TypeScript transform).
 */
export function buildLibs(libs: string[]): void {
  for (const lib of libs) compilePackage(path.join(repoRoot, 'libs', lib));
}

/**
 * Every library and service compiled to its dist/, as `npm start` runs them, under the same
 * lock and stamp as `buildLibs`. `scripts/build.mjs` removes each dist/ before compiling it:
 * run from a test it pulled the files from under services other test workers had started.
 */
export function buildWorkspace(): void {
  // testing too: the chaos journeys import its request bodies.
  buildLibs(['contracts', 'eventstore', 'file-storage', 'service-kit', 'testing']);
  for (const service of readdirSync(path.join(repoRoot, 'services')).sort()) {
    const dir = path.join(repoRoot, 'services', service);
    if (existsSync(path.join(dir, 'src/main.ts'))) compilePackage(dir);
  }
}
