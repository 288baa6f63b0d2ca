import { createTestDatabase, recordStatements } from '@oneway/testing';
import pg from 'pg';
import {
  ConcurrencyError,
  createPool,
  EventStore,
  runCommand,
  runMigrations,
  withTransaction,
  type InlineStatement,
} from '../src/index.js';
import { counterDecider, meta } from './counter.decider.js';

// A command in two round trips (RunCommandOptions.reads and oneTripCommit): its reads ride with
// BEGIN, its appends and rows with COMMIT. It must keep every guarantee of the ordinary path.

describe('the command runner: one-trip commits', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('one_trip');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 10);
    store = new EventStore(pool);
    await pool.query(
      'CREATE TABLE side_rows (event_id uuid PRIMARY KEY, position bigint NOT NULL, note text NOT NULL)',
    );
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const increment = (counterId: string, by = 1) => ({ type: 'increment' as const, counterId, by, limit: 1000 });
  /** A row that finds its event's position by the event's id (appended earlier in the same round trip). */
  const sideRow = (eventId: string, note: string): InlineStatement => ({
    sql: `INSERT INTO side_rows SELECT id, position, ${pg.escapeLiteral(note)} FROM es_events WHERE id = ${pg.escapeLiteral(eventId)}`,
  });
  it('reads with BEGIN, appends and rows with COMMIT: two round trips, and the row carries the position', async () => {
    const { value: result, sent: statements } = await recordStatements(() =>
      runCommand(
        store,
        meta(),
        async (unit) => {
          const seen = unit.reads[0]!.rows[0] as { answer: number };
          await unit.decide(counterDecider, 'one-trip-a', increment('a', seen.answer));
          unit.atCommit((stored) => sideRow(stored[0]!.id, 'with the event'));
          return seen.answer;
        },
        { prefetch: ['one-trip-a'], reads: [{ sql: 'SELECT 42 AS answer' }], oneTripCommit: true },
      ),
    );
    // Preparing session statements on a fresh connection, and the commit signal (a NOTIFY after
    // commit, coalesced with other commits of the moment), are the only other traffic.
    const sent = statements
      .map((s) => s.text)
      .filter((s) => !s.startsWith('PREPARE') && !s.startsWith('SELECT pg_notify'));
    expect(sent).toHaveLength(2);
    expect(sent.at(-1)).toMatch(/EXECUTE oneway_es_append_at_commit\(.*; INSERT INTO side_rows .*; COMMIT$/s);
    expect(result.value).toBe(42);
    const [event] = await store.readStream('one-trip-a');
    expect(event).toMatchObject({ streamVersion: 1, data: { counterId: 'a', by: 42 } });
    expect(result.lastPosition).toBe(event!.position);
    const { rows } = await pool.query('SELECT position, note FROM side_rows WHERE event_id = $1', [event!.id]);
    expect(rows).toEqual([{ position: String(event!.position), note: 'with the event' }]);
  });

  it('an event can be named before it is stored (unit.eventId): it is stored under that id, on either commit path', async () => {
    for (const [streamId, oneTripCommit] of [
      ['named-one-trip', true],
      ['named-ordinary', false],
    ] as const) {
      const { value: named } = await runCommand(
        store,
        meta(),
        async (unit) => {
          const { events } = await unit.decide(counterDecider, streamId, increment('n'));
          await unit.decide(counterDecider, streamId, increment('unnamed'));
          const id = unit.eventId(events[0]!);
          expect(unit.eventId(events[0]!)).toBe(id);
          return id;
        },
        { oneTripCommit },
      );
      const stored = await store.readStream(streamId);
      expect(stored[0]!.id).toBe(named);
      expect(stored[1]!.id).not.toBe(named);
    }
    await expect(
      runCommand(store, meta(), async (unit) => unit.eventId({ type: 'counter.incremented', data: {} })),
    ).rejects.toThrow('eventId names an event decided in this unit');
  });

  it('a row that fails at COMMIT keeps nothing of the unit, events included', async () => {
    await expect(
      runCommand(
        store,
        meta(),
        async (unit) => {
          await unit.decide(counterDecider, 'one-trip-b', increment('b'));
          unit.atCommit(() => ({ sql: 'INSERT INTO side_rows VALUES (NULL, 0, null)' }));
        },
        { oneTripCommit: true },
      ),
    ).rejects.toMatchObject({ code: '23502' });
    expect(await store.readStream('one-trip-b')).toEqual([]);
  });

  /** Another writer's increment, committed on its own connection. */
  const writeBehindItsBack = (streamId: string) =>
    runCommand(store, meta(), (unit) => unit.decide(counterDecider, streamId, increment('other')));

  it('a version taken between the read and the COMMIT re-runs the unit on fresh state: no increment is lost', async () => {
    let attempts = 0;
    const result = await runCommand(
      store,
      meta(),
      async (unit) => {
        const before = await unit.load(counterDecider, 'one-trip-c');
        if (++attempts === 1) await writeBehindItsBack('one-trip-c');
        await unit.decide(counterDecider, 'one-trip-c', increment('c'));
        return before.value;
      },
      { oneTripCommit: true },
    );
    expect(attempts).toBe(2);
    // The second attempt decided on the other writer's increment.
    expect(result.value).toBe(1);
    const events = await store.readStream('one-trip-c');
    expect(events.map((e) => [e.streamVersion, (e.data as { counterId: string }).counterId])).toEqual([
      [1, 'other'],
      [2, 'c'],
    ]);
    expect(result.lastPosition).toBe(events[1]!.position);
  });

  it('when the attempts run out, the conflict is the typed ConcurrencyError naming the stream, and nothing is kept', async () => {
    const err = await runCommand(
      store,
      meta(),
      async (unit) => {
        await unit.decide(counterDecider, 'one-trip-d', increment('d'));
        unit.atCommit((stored) => sideRow(stored[0]!.id, 'never'));
        await writeBehindItsBack('one-trip-d');
      },
      { oneTripCommit: true, maxAttempts: 1 },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConcurrencyError);
    expect(err).toMatchObject({ streamId: 'one-trip-d', expectedVersion: 0 });
    expect((await store.readStream('one-trip-d')).map((e) => (e.data as { counterId: string }).counterId)).toEqual([
      'other',
    ]);
    expect((await pool.query("SELECT 1 FROM side_rows WHERE note = 'never'")).rowCount).toBe(0);
  });

  it('an append statement dropped from the session by hand is prepared again, and the command still lands', async () => {
    const single = createPool(db.url, 1);
    try {
      const one = new EventStore(single);
      const bump = () =>
        runCommand(one, meta(), (unit) => unit.decide(counterDecider, 'one-trip-f', increment('f')), {
          oneTripCommit: true,
        });
      await bump();
      await single.query('DEALLOCATE oneway_es_append_at_commit');
      await bump();
      expect((await one.readStream('one-trip-f')).map((e) => e.streamVersion)).toEqual([1, 2]);
    } finally {
      await single.end();
    }
  });

  it('reads and one-trip commits are refused inside a caller’s transaction (its COMMIT is not the runner’s)', async () => {
    await withTransaction(pool, async (tx) => {
      const inCaller = (options: { reads?: InlineStatement[]; oneTripCommit?: boolean }) =>
        runCommand(store, meta(), (unit) => unit.decide(counterDecider, 'one-trip-g', increment('g')), {
          tx,
          ...options,
        });
      await expect(inCaller({ oneTripCommit: true })).rejects.toThrow(/own transaction/);
      await expect(inCaller({ reads: [{ sql: 'SELECT 1' }] })).rejects.toThrow(/own transaction/);
    });
    expect(await store.readStream('one-trip-g')).toEqual([]);
  });

  it('alongside writes, which need positions before COMMIT, are refused in a one-trip commit', async () => {
    await expect(
      runCommand(
        store,
        meta(),
        async (unit) => {
          await unit.decide(counterDecider, 'one-trip-e', increment('e'));
          unit.alongside(async () => {});
        },
        { oneTripCommit: true },
      ),
    ).rejects.toThrow(/atCommit/);
    expect(await store.readStream('one-trip-e')).toEqual([]);
  });
});
