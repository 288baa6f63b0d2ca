// A Postgres server of the cluster's own, so the chaos run may `kill -9` it without touching
// the machine's shared server (other test stacks use that one). Made with initdb in a fresh
// directory under the system temp dir (the server's own user must own it), run as the
// `postgres` user when started by root (Postgres refuses to run as root), trust auth on
// loopback only. Crash recovery after a kill is Postgres's own: the restarted server replays
// its WAL, so every committed transaction is still there.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The directory of Debian's Postgres binaries (initdb and postgres are not on PATH). */
function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(base, v, 'bin/postgres'))) return path.join(base, v, 'bin');
  return null;
}

/** The postgres account to run as when this process is root; null otherwise. */
function serverUser() {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/**
 * Initialises a data directory and returns how to start the server on `port`.
 * @returns {{ cmd: string, args: string[], spawnOptions: object, url: string, remove: () => void }}
 */
export function preparePrivatePostgres(port) {
  const bin = binDir();
  if (!bin) throw new Error('a private Postgres needs the postgresql package (initdb, postgres)');
  const user = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oneway-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-instructions'],
    { stdio: 'ignore', ...(user ?? {}) },
  );
  return {
    cmd: path.join(bin, 'postgres'),
    args: [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'max_connections=300',
    ],
    spawnOptions: user ?? {},
    url: `postgres://postgres@127.0.0.1:${port}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
