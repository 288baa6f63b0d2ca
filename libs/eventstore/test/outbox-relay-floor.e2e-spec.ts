import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, createTestDatabase, deleteTestStreams, eventually, subjectPrefix } from '@oneway/testing';
import type pg from 'pg';
import { createPool, EventStore, OutboxRelay, pendingBatchSql, runMigrations } from '../src/index.js';
import { meta } from './counter.decider.js';
import { insertPendingEvents } from './outbox-rows.js';

// Every published row leaves a dead entry at the old end of the pending index until a vacuum
// (this machine runs none). A pass that walked them grew with the store's history: after a
// day of events every publish waited behind thousands of dead entries. A relay that has
// published everything below a transaction id reads only newer transactions' events.
describe('outbox relay: a pass reads from where it left off', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;
  let nc: NatsConnection;
  const prefix = subjectPrefix();

  beforeAll(async () => {
    db = await createTestDatabase('relay_floor');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 6);
    store = new EventStore(pool);
    nc = await connectNats();
    // No vacuum removes the dead entries in this test, wherever it runs.
    await pool.query('ALTER TABLE es_outbox SET (autovacuum_enabled = false)');
  });
  afterAll(async () => {
    await deleteTestStreams(nc);
    await nc.drain();
    await pool.end();
    await db.drop();
  });

  const counter = (id: string) => ({ type: 'test.counter.incremented', data: { counterId: id, by: 1 } });
  const append = (streamId: string, expectedVersion = 0) =>
    store.append({ streamId, expectedVersion, events: [counter(streamId)], metadata: meta() });
  /**
   * A floor just above every event so far: what a relay's floor is once it has published them
   * all and no older transaction is open (the horizon is the cluster's, and tests running
   * beside this one hold theirs back).
   */
  const aboveAll = async () =>
    (await pool.query<{ h: string }>('SELECT (max(tx_id)::text::numeric + 1)::text AS h FROM es_events')).rows[0]!.h;
  const unpublished = async () =>
    (await pool.query<{ stream_id: string }>('SELECT stream_id FROM es_outbox WHERE published_at IS NULL')).rows.map(
      (r) => r.stream_id,
    );

  /** Pages one pass's read touches, from its plan as executed (rolled back: it takes locks). */
  async function pagesRead(floor: string | null): Promise<number> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${pendingBatchSql(200, floor)}`,
      );
      const plan = rows[0]!['QUERY PLAN'][0].Plan;
      return plan['Shared Hit Blocks']! + plan['Shared Read Blocks']!;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  it('with 20,000 published events behind it, a pass reads a few pages and still finds the new event', async () => {
    await insertPendingEvents(pool, 'old-', 20_000);
    await pool.query('UPDATE es_outbox SET published_at = now()');
    const floor = await aboveAll();
    await append('new-1');

    const fromFloor = await pagesRead(floor);
    const whole = await pagesRead(null);
    expect(fromFloor).toBeLessThan(30);
    // What the floor saves: the whole index, dead entries and all (fails if the test data has none).
    expect(whole).toBeGreaterThan(100);

    const client = await pool.connect();
    try {
      const { rows } = await client
        .query<{ stream_id: string | null; waiting: string }>(`BEGIN; ${pendingBatchSql(200, floor)}`)
        .then((r) => (r as unknown as pg.QueryResult<{ stream_id: string | null; waiting: string }>[])[1]!);
      expect(rows.map((r) => r.stream_id)).toEqual(['new-1']);
      expect(rows[0]!.waiting).toBe('1');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  // A relay whose floor wrongly passed a transaction still open would never publish its event:
  // this relay makes no full scan after its first pass, so nothing else would find it.
  it('an append still open during a pass is published after it commits, with no full scan to find it', async () => {
    await pool.query('UPDATE es_outbox SET published_at = now() WHERE published_at IS NULL');
    const relay = new OutboxRelay({
      pool,
      nc,
      subjectPrefix: prefix,
      pollIntervalMs: 50,
      fullScanIntervalMs: 3_600_000,
    });
    const held = await pool.connect();
    let open = true;
    await relay.start();
    try {
      // A transaction that has written its event but not committed while other appends publish.
      await held.query('BEGIN');
      await store.appendInTransaction(held, {
        streamId: 'held-1',
        expectedVersion: 0,
        events: [counter('held-1')],
        metadata: meta(),
      });
      for (let i = 0; i < 5; i++) await append(`flow-${i}`);
      await eventually(async () => expect(await unpublished()).toEqual([]), 10_000);
      await held.query('COMMIT');
      open = false;
      await append('after-held');
      await eventually(async () => expect(await unpublished()).toEqual([]), 10_000);
    } finally {
      if (open) await held.query('ROLLBACK');
      held.release();
      await relay.stop();
    }
  });

  it('a row marked unpublished again by hand, far below the floor, is published by the next full scan', async () => {
    const relay = new OutboxRelay({ pool, nc, subjectPrefix: prefix, pollIntervalMs: 50, fullScanIntervalMs: 300 });
    await relay.start();
    try {
      await append('before-reset');
      await eventually(async () => expect(await unpublished()).toEqual([]), 10_000);
      await pool.query("UPDATE es_outbox SET published_at = NULL WHERE stream_id = 'old-7'");
      await append('after-reset');
      await eventually(async () => expect(await unpublished()).toEqual([]), 10_000);
    } finally {
      await relay.stop();
    }
  });
});
