import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, createTestDatabase, deleteTestStreams, eventually, subjectPrefix } from '@oneway/testing';
import type pg from 'pg';
import { createPool, EventStore, OutboxRelay, runMigrations, shareCommitSignal } from '../src/index.js';
import { appendFirst } from './loop-test-bed.js';

// A relay pass that is followed straight away (a backlog, or events committed during it) does
// not send its mark and COMMIT in a round trip of their own: they ride in front of the next
// pass's BEGIN and read, on the same connection. The last pass of a run ends on its own.
describe('outbox relay: a pass followed straight away ends in the next pass’s round trip', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let appends: pg.Pool;
  let nc: NatsConnection;
  let store: EventStore;
  const prefix = subjectPrefix();
  /** Every statement the relay's pool sent, in order. */
  const sent: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('relay_chained');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 4);
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const q = args[0] as string | { text: string };
        sent.push(typeof q === 'string' ? q : q.text);
        return query(...args);
      };
    });
    // The appends' own pool, sharing the relay's commit signal: a commit wakes the relay at once.
    appends = createPool(db.url, 2);
    shareCommitSignal(pool, appends);
    store = new EventStore(appends);
    nc = await connectNats();
  });
  afterAll(async () => {
    await deleteTestStreams(nc);
    await nc.drain();
    await pool.end();
    await appends.end();
    await db.drop();
  });

  // No full scan of the outbox comes during a test.
  const relayOf = (
    batchSize: number,
    pollIntervalMs = 600_000,
    faults?: ConstructorParameters<typeof OutboxRelay>[0]['faults'],
  ) =>
    new OutboxRelay({
      pool,
      nc,
      subjectPrefix: prefix,
      batchSize,
      pollIntervalMs,
      fullScanIntervalMs: 600_000,
      faults,
    });
  const pending = async () =>
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es_outbox WHERE published_at IS NULL')).rows[0]!.n;
  /** Messages on the test context's JetStream stream. */
  const onStream = async () => {
    const jsm = await jetstreamManager(nc);
    const streams = await jsm.streams.list().next();
    const ours = streams.filter((s) => s.config.subjects.some((subject) => subject.startsWith(`${prefix}.`)));
    return ours.reduce((n, s) => n + s.state.messages, 0);
  };
  const isRead = (sql: string) =>
    !sql.startsWith('PREPARE') && (sql.includes('WITH candidates') || sql.includes('EXECUTE oneway_es_relay_pass_'));
  const isMark = (sql: string) => sql.startsWith('UPDATE es_outbox SET published_at = now()');

  it('seven events in batches of three: three passes in three round trips, the third pass ending on its own', async () => {
    for (let i = 0; i < 7; i++) await appendFirst(store, `chained-${i}`);
    sent.length = 0;
    const relay = relayOf(3);
    await relay.start();
    try {
      await eventually(async () => expect(await pending()).toBe(0));
    } finally {
      await relay.stop();
    }
    const trips = sent.filter((sql) => isRead(sql) || isMark(sql) || sql === 'COMMIT');
    expect(trips).toHaveLength(4);
    // The first pass begins alone; the second and third send the pass before's mark and
    // COMMIT first, then BEGIN and their own read.
    expect(trips[0]).toMatch(/^BEGIN; /);
    for (const trip of trips.slice(1, 3)) {
      expect(isRead(trip)).toBe(true);
      expect(trip).toMatch(/^UPDATE es_outbox SET published_at = now\(\).*; COMMIT; BEGIN; /);
    }
    // The last pass left nothing behind: its mark and COMMIT went at once, alone.
    expect(isRead(trips[3]!)).toBe(false);
    expect(trips[3]).toMatch(/^UPDATE es_outbox SET published_at = now\(\).*; COMMIT$/);
    expect(await onStream()).toBe(7);
  });

  it('a kept end whose connection is cut: the relay lives on, and every event is on JetStream once and marked', async () => {
    const before = await onStream();
    for (let i = 0; i < 2; i++) await appendFirst(store, `cut-${i}`);
    let cut = false;
    // A failed pass is tried again at the next wake-up or poll: here the poll, soon.
    const relay = relayOf(200, 100, {
      // The first pass takes both events; while it publishes a third commits (the loop is
      // woken in process, so the pass's end is kept for the next pass) and the pass's
      // connection goes: the kept mark and COMMIT are lost with it.
      afterPublish: async () => {
        if (cut) return;
        cut = true;
        await appendFirst(store, 'cut-late');
        await pool.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'oneway-outbox-relay' AND pid <> pg_backend_pid()",
        );
      },
    });
    await relay.start();
    try {
      // The floor had not moved past the lost marks (and no full scan comes), so the pass after
      // the failed one finds both rows again with the late one.
      await eventually(async () => expect(await pending()).toBe(0));
    } finally {
      await relay.stop();
    }
    expect(cut).toBe(true);
    // The re-published events kept their Nats-Msg-Id: JetStream dropped them as duplicates.
    expect((await onStream()) - before).toBe(3);
  });
});
