// Between two suites of `npm run bench`: the one before may still be flushing Postgres'
// buffers, dropping its database or stopping its processes, and that work would count
// against the next suite's first figures. So Postgres writes its dirty buffers now
// (CHECKPOINT), then the run waits until the machine is quiet: a second with under a fifth of
// its CPU busy (at most `maxSeconds`; the wait is printed either way).
import { readFileSync } from 'node:fs';
import pg from 'pg';

const QUIET_BUSY = 0.2;

function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const v = fields.map(Number);
  // idle + iowait count as not busy.
  return { total: v.reduce((a, b) => a + b, 0), idle: v[3] + (v[4] ?? 0) };
}

async function busyOver(ms) {
  const a = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  const b = cpuTimes();
  const total = b.total - a.total;
  return total > 0 ? 1 - (b.idle - a.idle) / total : 0;
}

/** Returns how long it waited, in seconds, and whether the machine was quiet by then. */
export async function settleMachine({ databaseUrl, maxSeconds = 30 } = {}) {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query('CHECKPOINT');
  } catch {
    // No superuser or no server: the quiet wait alone.
  } finally {
    await client.end().catch(() => {});
  }
  let quiet = false;
  while (!quiet && Date.now() - started < maxSeconds * 1000) {
    quiet = (await busyOver(1000)) < QUIET_BUSY;
  }
  return { seconds: (Date.now() - started) / 1000, quiet };
}
