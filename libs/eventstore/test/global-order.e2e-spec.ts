import { randomInt } from 'node:crypto';
import {
  createPool,
  EventStore,
  runMigrations,
  START_CURSOR,
  withTransaction,
  ConcurrencyError,
  type EventCursor,
  type StoredEvent,
} from '../src/index.js';
import { createTestDatabase, eventually } from '@oneway/testing';
import pg from 'pg';

const pgClient = pg.Client;
import { meta } from './counter.decider.js';

const WRITERS = 16;
const APPENDS_PER_WRITER = 40;
const STREAMS = 24;

describe('global order without an append lock', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('order');
    await runMigrations(db.url, []);
    pool = createPool(db.url, WRITERS + 4);
    store = new EventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('16 writers appending to random streams while a reader follows: the reader sees every committed event exactly once, in commit order, never a gap that later fills', async () => {
    // What each writer committed, in the order its commits returned (its own commit order).
    const committedBy: string[][] = Array.from({ length: WRITERS }, () => []);
    let writing = true;

    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; i < APPENDS_PER_WRITER; i++) {
        const streamId = `order-${randomInt(STREAMS)}`;
        const events = Array.from({ length: 1 + randomInt(3) }, () => ({
          type: 'test.counter.incremented',
          data: { counterId: streamId, by: w },
        }));
        try {
          const version = (await store.readStream(streamId)).length;
          const r =
            i % 2 === 0
              ? await store.append({ streamId, expectedVersion: version, events, metadata: meta() })
              : // Half the appends hold their transaction open a little after inserting, so
                // transactions that started later commit first: positions are then visible
                // out of order, which a reader must not be fooled by.
                await withTransaction(pool, async (tx) => {
                  const appended = await store.appendInTransaction(tx, {
                    streamId,
                    expectedVersion: version,
                    events,
                    metadata: meta(),
                  });
                  await tx.query('SELECT pg_sleep($1)', [randomInt(20) / 1000]);
                  return appended;
                });
          committedBy[w]!.push(...r.events.map((e) => e.id));
        } catch (err) {
          if (!(err instanceof ConcurrencyError)) throw err;
        }
      }
    });

    const seen: StoredEvent[] = [];
    const follow = async () => {
      let cursor: EventCursor = START_CURSOR;
      for (;;) {
        const done = !writing;
        const { events, next, waiting } = await store.readAll(cursor, 25);
        seen.push(...events);
        cursor = next;
        if (done && events.length === 0 && !waiting) return;
        if (events.length === 0) await new Promise((r) => setTimeout(r, 1));
      }
    };

    const reader = follow();
    await Promise.all(writers);
    writing = false;
    await reader;

    // Exactly once, and every committed event.
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM es_events');
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));
    expect(ids.length).toBe(committedBy.flat().length);
    expect(ids.length).toBeGreaterThan(WRITERS * APPENDS_PER_WRITER * 0.5);

    // Never a gap that later fills: a replay from the start, after everything committed,
    // gives exactly the sequence the follower saw while writes were still landing.
    const replay: string[] = [];
    let cursor: EventCursor = START_CURSOR;
    for (;;) {
      const { events, next } = await store.readAll(cursor, 100);
      if (events.length === 0) break;
      replay.push(...events.map((e) => e.id));
      cursor = next;
    }
    expect(replay).toEqual(ids);

    // In commit order: a commit that returned before another began is read before it
    // (each writer's own commits), and every stream reads in version order.
    const at = new Map(ids.map((id, i) => [id, i]));
    for (const own of committedBy) {
      const order = own.map((id) => at.get(id)!);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    const versionsByStream = new Map<string, number[]>();
    for (const e of seen)
      versionsByStream.set(e.streamId, [...(versionsByStream.get(e.streamId) ?? []), e.streamVersion]);
    for (const versions of versionsByStream.values()) {
      expect(versions).toEqual(versions.map((_, i) => i + 1));
    }
  });

  async function readEverything(): Promise<{ streams: string[]; waiting: boolean }> {
    const streams: string[] = [];
    let cursor: EventCursor = START_CURSOR;
    for (;;) {
      const { events, next, waiting } = await store.readAll(cursor, 500);
      streams.push(...events.map((e) => e.streamId));
      if (events.length < 500) return { streams, waiting };
      cursor = next;
    }
  }

  it('appends to different streams commit in parallel: one held open does not block another', async () => {
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const insertedA = new Promise<void>((r) => (inserted = r));
    const slow = withTransaction(pool, async (tx) => {
      await store.appendInTransaction(tx, {
        streamId: 'parallel-a',
        expectedVersion: 0,
        events: [{ type: 'test.counter.incremented', data: { counterId: 'a', by: 1 } }],
        metadata: meta(),
      });
      inserted();
      await held;
    });
    await insertedA;
    // Commits while the other append's transaction is still open.
    const fast = await store.append({
      streamId: 'parallel-b',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'b', by: 1 } }],
      metadata: meta(),
    });
    expect(fast.nextExpectedVersion).toBe(1);
    // The reader cannot pass the open transaction: nothing from it or after it is readable yet.
    const early = await readEverything().finally(release);
    await slow;
    expect(early.streams).not.toContain('parallel-b');
    expect(early.waiting).toBe(true);
    // Once the open transaction ends (and any other open one in the cluster), both are read.
    await eventually(async () =>
      expect((await readEverything()).streams).toEqual(expect.arrayContaining(['parallel-a', 'parallel-b'])),
    );
    const { rows } = await pool.query<{ tx: string }>(
      "SELECT tx_id::text AS tx FROM es_events WHERE stream_id IN ('parallel-a', 'parallel-b') ORDER BY tx_id",
    );
    expect(rows).toHaveLength(2);
  });

  it("an open transaction in another database on the same server does not hold this store's readers back", async () => {
    const other = await createTestDatabase('order_other');
    const client = new pgClient({ connectionString: other.url });
    await client.connect();
    try {
      // A writing transaction elsewhere, left open: it has a transaction id older than the append below.
      await client.query('BEGIN');
      await client.query('CREATE TABLE held (x int)');
      await client.query('INSERT INTO held VALUES (1)');
      await store.append({
        streamId: 'after-foreign-open',
        expectedVersion: 0,
        events: [{ type: 'test.counter.incremented', data: { counterId: 'f', by: 1 } }],
        metadata: meta(),
      });
      const read = await readEverything();
      expect(read.streams).toContain('after-foreign-open');
    } finally {
      await client.query('ROLLBACK').catch(() => {});
      await client.end();
      await other.drop();
    }
  });
});
