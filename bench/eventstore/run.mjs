#!/usr/bin/env node
// Event-store benchmark against the real Postgres and NATS on this machine:
//   appends/s for single-event commits and for 100-event batches,
//   outbox publish latency (commit → JetStream ack) p50/p99 at a steady load,
//   event-to-projection latency p50/p99 at the same load.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { percentile, printTable } from '../lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
for (const lib of ['contracts', 'eventstore']) {
  execFileSync(
    path.join(root, 'node_modules/.bin/swc'),
    ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--quiet'],
    {
      cwd: path.join(root, 'libs', lib),
    },
  );
}
const es = await import('../../libs/eventstore/dist/index.js');

const base = process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = `bench_es_${randomBytes(3).toString('hex')}`;
const prefix = `bench${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: `${base}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = `${base}/${dbName}`;
await es.runMigrations(url, [
  { name: '20261121000100_bench_totals', sql: 'CREATE TABLE totals (id text PRIMARY KEY, n int NOT NULL)' },
]);
const pool = es.createPool(url, 20);
const store = new es.EventStore(pool);
const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
const meta = () => ({ correlationId: 'bench', causationId: null, actorId: null, now: new Date() });
const event = (id, by = 1) => ({ type: 'test.counter.incremented', data: { counterId: id, by } });

async function appendsPerSecond({ writers, perWriter, batch }) {
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const streamId = `b${batch}-w${w}-${randomBytes(2).toString('hex')}`;
      for (let i = 0; i < perWriter; i++) {
        await store.append({
          streamId,
          expectedVersion: i * batch,
          events: Array.from({ length: batch }, () => event(streamId)),
          metadata: meta(),
        });
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const commits = writers * perWriter;
  return { commits, events: commits * batch, seconds };
}

const single = await appendsPerSecond({ writers: 8, perWriter: 250, batch: 1 });
const batched = await appendsPerSecond({ writers: 4, perWriter: 25, batch: 100 });
// Clear the backlog so the latency run measures steady state, not catch-up.
await pool.query('UPDATE es_outbox SET published_at = now() WHERE published_at IS NULL');
const head = await store.headPosition();
await pool.query("INSERT INTO es_checkpoints (name, position) VALUES ('totals', $1)", [head]);

// Steady load: single-event commits spread evenly over time while the relay and a
// projection run. Latencies are measured from the moment the append's commit returned.
const committedAt = new Map();
const publishLatency = [];
const projectionLatency = [];
const since = (id) => (committedAt.has(id) ? Date.now() - committedAt.get(id) : null);
const sub = nc.subscribe(`${prefix}.test.>`, {
  callback: (_err, msg) => {
    const ms = since(msg.json().id);
    if (ms !== null) publishLatency.push(ms);
  },
});
const relay = new es.OutboxRelay({ pool, nc, subjectPrefix: prefix, pollIntervalMs: 200 });
const projections = new es.ProjectionRunner({
  pool,
  pollIntervalMs: 200,
  projections: [
    {
      name: 'totals',
      handles: ['test.counter.incremented'],
      async apply(e, tx) {
        await tx.query('INSERT INTO totals VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET n = totals.n + 1', [
          e.streamId,
        ]);
        const ms = since(e.id);
        // Measured when applied; the batch commits right after.
        if (ms !== null) projectionLatency.push(ms);
      },
      async reset(tx) {
        await tx.query('TRUNCATE totals');
      },
    },
  ],
});
await relay.start();
await projections.start();
const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const intervalMs = 1000 / rate;
const started = Date.now();
const inFlight = [];
for (let i = 0; i < rate * seconds; i++) {
  const due = started + i * intervalMs;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  inFlight.push(
    store
      .append({ streamId: `steady-${i}`, expectedVersion: 0, events: [event(`steady-${i}`)], metadata: meta() })
      .then((r) => committedAt.set(r.events[0].id, Date.now())),
  );
}
await Promise.all(inFlight);
await new Promise((r) => setTimeout(r, 1500));
await relay.stop();
await projections.stop();
sub.unsubscribe();

printTable('Event store (Postgres + NATS JetStream on this machine)', [
  {
    figure: 'single-event commits, 8 writers',
    value: `${Math.round(single.commits / single.seconds)} appends/s`,
    detail: `${single.commits} commits in ${single.seconds.toFixed(2)} s`,
  },
  {
    figure: '100-event batches, 4 writers',
    value: `${Math.round(batched.events / batched.seconds)} events/s`,
    detail: `${Math.round(batched.commits / batched.seconds)} batches/s`,
  },
  {
    figure: `outbox publish latency @ ${rate}/s`,
    value: `p50 ${percentile(publishLatency, 50)} ms, p99 ${percentile(publishLatency, 99)} ms`,
    detail: `commit → received from NATS, ${publishLatency.length} events`,
  },
  {
    figure: `event-to-projection latency @ ${rate}/s`,
    value: `p50 ${percentile(projectionLatency, 50)} ms, p99 ${percentile(projectionLatency, 99)} ms`,
    detail: `commit → applied, ${projectionLatency.length} events`,
  },
]);

await nc.drain();
await pool.end();
await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
await admin.end();
// Remove the bench's JetStream stream.
const { jetstreamManager } = await import('@nats-io/jetstream');
const nc2 = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
await (await jetstreamManager(nc2)).streams.delete(es.streamNameFor('test', prefix)).catch(() => {});
await nc2.close();
