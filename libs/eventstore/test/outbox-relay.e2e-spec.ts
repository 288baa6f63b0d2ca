import { fork } from 'node:child_process';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { createPool, DurableConsumer, EventStore, OutboxRelay, runMigrations, streamNameFor } from '../src/index.js';
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

const child = path.join(__dirname, 'fixtures/relay-child.mjs');

function runChild(env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const p = fork(child, [], { env: { ...process.env, ...env }, execPath: process.execPath, stdio: 'ignore' });
    p.on('exit', (code) => resolve(code));
  });
}

describe('outbox relay against Postgres and JetStream', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let nc: NatsConnection;
  const prefix = subjectPrefix();

  beforeAll(async () => {
    // The child runs the built library: a separate process that can really be killed.
    buildLibs(['contracts', 'eventstore']);
    db = await createTestDatabase('relay');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 8);
    nc = await connectNats();
  });
  afterAll(async () => {
    await deleteTestStreams(nc);
    await nc.drain();
    await pool.end();
    await db.drop();
  });

  async function streamMessages(): Promise<{ id: string; streamId: string; streamVersion: number }[]> {
    const jsm = await jetstreamManager(nc);
    const name = streamNameFor('test', prefix);
    const info = await jsm.streams.info(name);
    const out = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
      const m = await jsm.streams.getMessage(name, { seq });
      if (m) out.push(m.json<{ id: string; streamId: string; streamVersion: number }>());
    }
    return out;
  }

  const childEnv = { DATABASE_URL: '', NATS_URL: testUrls.nats(), PREFIX: prefix };

  it('killed between commit and publish, and again between publish and marking sent: after restart every event is on JetStream exactly once and every consumer effect happened once', async () => {
    childEnv.DATABASE_URL = db.url;
    // 1. Commit events, die before publishing anything.
    expect(await runChild({ ...childEnv, FAULT: 'after-commit', APPEND_STREAMS: '3', APPEND_EACH: '4' })).toBe(137);
    const { rows: pending } = await pool.query('SELECT count(*)::int AS n FROM es_outbox WHERE published_at IS NULL');
    expect(pending[0].n).toBe(12);

    // 2. Publish them, die before marking them sent.
    expect(await runChild({ ...childEnv, FAULT: 'after-publish' })).toBe(137);
    const { rows: stillPending } = await pool.query(
      'SELECT count(*)::int AS n FROM es_outbox WHERE published_at IS NULL',
    );
    expect(stillPending[0].n).toBe(12);
    expect(await streamMessages()).toHaveLength(12);

    // 3. A consumer with a side effect per event, running across the restart.
    const effects = await createPool(db.url, 2);
    await effects.query('CREATE TABLE IF NOT EXISTS effects (event_id uuid, stream_id text, stream_version int)');
    const consumer = new DurableConsumer({
      name: 'effects',
      context: 'test',
      pool,
      nc,
      subjectPrefix: prefix,
      handlers: {
        'test.counter.incremented': async (e, tx) => {
          await tx.query('INSERT INTO effects VALUES ($1, $2, $3)', [e.id, e.streamId, e.streamVersion]);
        },
      },
    });
    await consumer.start();

    // 4. Restart the relay normally: it re-publishes, JetStream drops the duplicates.
    const relay = new OutboxRelay({ pool, nc, subjectPrefix: prefix, pollIntervalMs: 50 });
    await relay.start();
    await eventually(async () => {
      const { rows } = await pool.query('SELECT count(*)::int AS n FROM es_outbox WHERE published_at IS NULL');
      expect(rows[0].n).toBe(0);
    });
    await relay.stop();

    const messages = await streamMessages();
    expect(messages).toHaveLength(12);
    expect(new Set(messages.map((m) => m.id)).size).toBe(12);

    await eventually(async () => {
      const { rows } = await effects.query(
        'SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS d FROM effects',
      );
      expect(rows[0]).toEqual({ n: 12, d: 12 });
    });
    await consumer.stop();
    await effects.end();
  });

  it('two relay instances at once publish each event once and keep every stream in order', async () => {
    const store = new EventStore(pool);
    const streams = Array.from({ length: 10 }, (_, i) => `pair-${i}`);
    const relays = [0, 1].map(
      () => new OutboxRelay({ pool, nc, subjectPrefix: prefix, pollIntervalMs: 20, batchSize: 7 }),
    );
    await Promise.all(relays.map((r) => r.start()));
    // Appends keep arriving while both relays run.
    await Promise.all(
      streams.map(async (streamId) => {
        for (let v = 0; v < 15; v++) {
          await store.append({
            streamId,
            expectedVersion: v,
            events: [{ type: 'test.counter.incremented', data: { counterId: streamId, by: v } }],
            metadata: meta(),
          });
        }
      }),
    );
    await eventually(async () => {
      const { rows } = await pool.query('SELECT count(*)::int AS n FROM es_outbox WHERE published_at IS NULL');
      expect(rows[0].n).toBe(0);
    });
    await Promise.all(relays.map((r) => r.stop()));

    const messages = (await streamMessages()).filter((m) => m.streamId.startsWith('pair-'));
    expect(messages).toHaveLength(150);
    expect(new Set(messages.map((m) => m.id)).size).toBe(150);
    for (const streamId of streams) {
      const versions = messages.filter((m) => m.streamId === streamId).map((m) => m.streamVersion);
      expect(versions).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    }
  });
});
