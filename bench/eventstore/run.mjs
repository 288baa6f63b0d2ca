#!/usr/bin/env node
// Event-store benchmark against the real Postgres and NATS on this machine, each figure beside
// its baseline measured in the same run through the same pg pool:
//   single-event commits with 8 writers vs raw single-row INSERT commits with 8 writers,
//   100-event batches with 4 writers vs raw 100-row INSERT commits with 4 writers,
//   outbox publish latency (commit → message received from NATS) p50/p99 at a steady rate,
//   event-to-projection latency p50/p99 at the same rate (after one uncounted second at it).
// Env: BENCH_SECONDS (per throughput run, default 4), BENCH_RATE (events/s, default 2000),
//      BENCH_STEADY_SECONDS (default 5).
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { percentile, printTable } from '../lib/stats.mjs';
import { atRate, reportResults } from '../lib/result.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
for (const lib of ['contracts', 'eventstore']) {
  execFileSync(
    path.join(root, 'node_modules/.bin/swc'),
    ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--quiet'],
    { cwd: path.join(root, 'libs', lib) },
  );
}
const es = await import('../../libs/eventstore/dist/index.js');

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rate = Number(process.env.BENCH_RATE ?? 2000);
const steadySeconds = Number(process.env.BENCH_STEADY_SECONDS ?? 5);
const base = process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = `bench_es_${randomBytes(3).toString('hex')}`;
const prefix = `bench${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: `${base}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = `${base}/${dbName}`;
await es.runMigrations(url, [
  {
    name: '20261121000100_bench_tables',
    sql: `CREATE TABLE totals (id text PRIMARY KEY, n int NOT NULL);
          CREATE TABLE raw_inserts (id uuid PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL)`,
  },
]);
const pool = es.createPool(url, 20);
const store = new es.EventStore(pool);
// As every service connects (libs/service-kit nats-connect.ts): without `noAsyncTraces` each
// JetStream publish builds two Error objects, stack traces included, in case it fails.
const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', noAsyncTraces: true });
const meta = () => ({ correlationId: 'bench', causationId: null, actorId: null, now: new Date() });
const event = (id, by = 1) => ({ type: 'test.counter.incremented', data: { counterId: id, by } });

/** `writers` loops run `commit(writer, i)` for `seconds`; returns commits per second. */
async function commitsPerSecond(writers, commit) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let commits = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; performance.now() < until; i++) {
        await commit(w, i);
        commits++;
      }
    }),
  );
  return commits / ((performance.now() - started) / 1000);
}

const rawSql = `INSERT INTO raw_inserts (id, stream_id, data)
  SELECT unnest($1::uuid[]), $2, unnest($3::text[])::jsonb`;
const raw = (batch) => (w) =>
  pool.query(rawSql, [
    Array.from({ length: batch }, () => randomUUID()),
    `raw-${w}`,
    Array.from({ length: batch }, () => JSON.stringify({ counterId: `raw-${w}`, by: 1 })),
  ]);
const appendTo = (batch) => {
  const streams = new Map();
  return (w, i) => {
    if (i === 0) streams.set(w, `b${batch}-w${w}-${randomBytes(3).toString('hex')}`);
    const streamId = streams.get(w);
    return store.append({
      streamId,
      expectedVersion: i * batch,
      events: Array.from({ length: batch }, () => event(streamId)),
      metadata: meta(),
    });
  };
};

// Warm both paths, then measure each figure right after its baseline.
await commitsPerSecond(8, raw(1));
const rawSingle = await commitsPerSecond(8, raw(1));
const single = await commitsPerSecond(8, appendTo(1));
const rawBatch = (await commitsPerSecond(4, raw(100))) * 100;
const batched = (await commitsPerSecond(4, appendTo(100))) * 100;

// Steady load: single-event commits at `rate` while the relay and a projection run.
// Latencies are measured from the moment the append's commit returned.
await pool.query('UPDATE es_outbox SET published_at = now() WHERE published_at IS NULL');
await pool.query(
  "INSERT INTO es_checkpoints (name, tx_id, position) SELECT 'totals', pg_snapshot_xmin(pg_current_snapshot()), 0",
);
const committedAt = new Map();
// Arrivals and projection commits are timed on their own and matched to commits at the end: a
// message can arrive before the appending code resumes (it then counts as 0 ms).
const receivedAt = new Map();
const projectedAt = new Map();
const sub = nc.subscribe(`${prefix}.test.>`, {
  callback: (_err, msg) => receivedAt.set(msg.json().id, performance.now()),
});
// The relay and the projection draw on a pool of their own, sharing the appenders' commit
// signal, as every service runs them (libs/service-kit start-service.ts, 5 connections): on the
// appenders' pool their reads queued behind the appends for a connection (read p90 35 ms
// against 9 ms, publish p99 200–470 ms against 66–69 ms, 2026-11-29).
const background = es.createPool(url, 5);
es.shareCommitSignal(pool, background);
const relay = new es.OutboxRelay({ pool: background, nc, subjectPrefix: prefix, pollIntervalMs: 200 });
// The projection applies a batch in one statement, as the services' busy projections do.
let appliedInPass = [];
const projections = new es.ProjectionRunner({
  pool: background,
  pollIntervalMs: 200,
  projections: [
    {
      name: 'totals',
      handles: ['test.counter.incremented'],
      async apply(e, tx) {
        await this.applyBatch([e], tx);
      },
      async applyBatch(events, tx) {
        await tx.query(
          `INSERT INTO totals SELECT id, count(*) FROM unnest($1::text[]) AS id GROUP BY id
           ON CONFLICT (id) DO UPDATE SET n = totals.n + excluded.n`,
          [events.map((e) => e.streamId)],
        );
        appliedInPass.push(...events.map((e) => e.id));
      },
      async reset(tx) {
        await tx.query('TRUNCATE totals');
      },
    },
  ],
});
// Projection latency counts from commit to the projection's own commit.
const origRunOnce = projections.runOnce.bind(projections);
projections.runOnce = async () => {
  const n = await origRunOnce();
  const at = performance.now();
  for (const id of appliedInPass) projectedAt.set(id, at);
  appliedInPass = [];
  return n;
};
await relay.start();
await projections.start();
const steady = (label, seconds) =>
  atRate(rate, seconds, (i) =>
    store
      .append({ streamId: `${label}-${i}`, expectedVersion: 0, events: [event(`${label}-${i}`)], metadata: meta() })
      .then((r) => committedAt.set(r.events[0].id, performance.now())),
  );
/** Waits until `n` events have reached NATS and the projection (or 15 s pass). */
async function settle(n) {
  const deadline = Date.now() + 15_000;
  while ((receivedAt.size < n || projectedAt.size < n) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
}
// One second at the rate first, not counted: JIT, the first publish creating the JetStream
// stream, the pools' connections.
await steady('warm', 1);
await settle(rate);
for (const m of [committedAt, receivedAt, projectedAt]) m.clear();
// The appender, relay, projection and subscriber share this event loop: its delay is a floor
// under every latency measured here.
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
await steady('steady', steadySeconds);
loopDelay.disable();
const total = Math.round(rate * steadySeconds);
await settle(total);
await relay.stop();
await projections.stop();
sub.unsubscribe();
const latencies = (arrivals) =>
  [...arrivals].filter(([id]) => committedAt.has(id)).map(([id, at]) => Math.max(0, at - committedAt.get(id)));
const publishLatency = latencies(receivedAt);
const projectionLatency = latencies(projectedAt);

const results = {
  'eventstore.single': { now: single, baseline: rawSingle },
  'eventstore.batch': { now: batched, baseline: rawBatch },
  'eventstore.publish.p99': {
    now: percentile(publishLatency, 99),
    detail:
      `p50 ${percentile(publishLatency, 50).toFixed(1)} ms, ${publishLatency.length}/${total} events, ` +
      `event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms (max ${(loopDelay.max / 1e6).toFixed(1)} ms)`,
  },
  'eventstore.projection.p99': {
    now: percentile(projectionLatency, 99),
    detail: `p50 ${percentile(projectionLatency, 50).toFixed(1)} ms, ${projectionLatency.length}/${total} events`,
  },
};
reportResults(results);
printTable('Event store (Postgres + NATS JetStream on this machine)', [
  {
    figure: 'single-event commits, 8 writers',
    now: `${single.toFixed(0)}/s`,
    baseline: `raw INSERT commits ${rawSingle.toFixed(0)}/s`,
    ratio: (single / rawSingle).toFixed(2),
  },
  {
    figure: '100-event batches, 4 writers',
    now: `${batched.toFixed(0)} events/s`,
    baseline: `raw 100-row INSERTs ${rawBatch.toFixed(0)} rows/s`,
    ratio: (batched / rawBatch).toFixed(2),
  },
  {
    figure: `outbox publish @ ${rate}/s`,
    now: `p99 ${percentile(publishLatency, 99).toFixed(1)} ms`,
    baseline: results['eventstore.publish.p99'].detail,
    ratio: '',
  },
  {
    figure: `event → projection @ ${rate}/s`,
    now: `p99 ${percentile(projectionLatency, 99).toFixed(1)} ms`,
    baseline: results['eventstore.projection.p99'].detail,
    ratio: '',
  },
]);

await nc.drain();
await background.end();
await pool.end();
await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
await admin.end();
// Remove the bench's JetStream stream.
const { jetstreamManager } = await import('@nats-io/jetstream');
const nc2 = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
await (await jetstreamManager(nc2)).streams.delete(es.streamNameFor('test', prefix)).catch(() => {});
await nc2.close();
