import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createPool, EventStore, runMigrations } from '../src/index.js';
import {
  buildLibs,
  connectNats,
  createTestDatabase,
  deleteTestStreams,
  eventually,
  subjectPrefix,
  testUrls,
} from '@oneway/testing';
import type pg from 'pg';
import { meta } from './counter.decider.js';

const child = path.join(__dirname, 'fixtures/projection-child.mjs');

describe('a LISTEN connection that dies', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    buildLibs(['contracts', 'eventstore']);
    db = await createTestDatabase('listen_kill');
    await runMigrations(db.url, [
      {
        name: '20261121000100_counter_totals',
        sql: 'CREATE TABLE counter_totals (counter_id text PRIMARY KEY, total int NOT NULL, events int NOT NULL)',
      },
    ]);
    pool = createPool(db.url, 6);
  });
  afterAll(async () => {
    const nc = await connectNats();
    await deleteTestStreams(nc);
    await nc.close();
    await pool.end();
    await db.drop();
  });

  it('never crashes the service: its listeners terminated over and over while events flow, the process lives and projections catch up', async () => {
    const proc: ChildProcess = fork(child, [], {
      env: {
        ...process.env,
        DATABASE_URL: `${db.url}?application_name=child`,
        NATS_URL: testUrls.nats(),
        PREFIX: subjectPrefix(),
      },
      execPath: process.execPath,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    proc.stderr!.on('data', (d) => (stderr += String(d)));
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    const reply = (expected: string) =>
      new Promise<void>((resolve, reject) => {
        proc.once('message', (m) => (m === expected ? resolve() : reject(new Error(`child said ${String(m)}`))));
        proc.once('exit', (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
      });
    await reply('started');

    const store = new EventStore(pool);
    const listeners = () =>
      pool.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
      );
    let appended = 0;
    let flowing = true;
    const flow = (async () => {
      for (let v = 0; flowing; v++) {
        await store.append({
          streamId: 'kill-flow',
          expectedVersion: v,
          events: [{ type: 'test.counter.incremented', data: { counterId: 'kill-flow', by: 1 } }],
          metadata: meta(),
        });
        appended++;
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    for (let round = 0; round < 8; round++) {
      // Wait for the loops to listen again, then kill every listener the child has.
      const { rows } = await eventually(async () => {
        const r = await listeners();
        expect(r.rows.length).toBeGreaterThan(0);
        return r;
      });
      await pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [rows.map((r) => r.pid)]);
      expect(proc.exitCode).toBeNull();
    }
    flowing = false;
    await flow;

    await eventually(async () => {
      const { rows } = await pool.query("SELECT events FROM counter_totals WHERE counter_id = 'kill-flow'");
      expect(rows).toEqual([{ events: appended }]);
    }, 20_000);
    await eventually(async () => {
      const { rows } = await pool.query('SELECT count(*)::int AS n FROM es_outbox WHERE published_at IS NULL');
      expect(rows[0].n).toBe(0);
    }, 20_000);
    expect(proc.exitCode).toBeNull();

    // Stopped loops give their listener back; the server then ending every connection of
    // the process (a restart, DROP DATABASE … FORCE at teardown) must not crash it either.
    proc.send('stop-loops');
    await reply('stopped');
    await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'child'",
    );
    await eventually(async () => {
      const { rows } = await pool.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'child'",
      );
      expect(rows[0].n).toBe(0);
    });
    proc.send('ping');
    await reply('pong');
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/already been released/);
  }, 60_000);
});
