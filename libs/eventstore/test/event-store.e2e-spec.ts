import {
  createPool,
  EventStore,
  ConcurrencyError,
  handleCommand,
  loadState,
  runMigrations,
  withReadSnapshot,
  type Queryable,
} from '../src/index.js';
import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { counterDecider, meta } from './counter.decider.js';

describe('event store against Postgres', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('es');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 20);
    store = new EventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const inc = (counterId: string, by = 1) => ({ type: 'test.counter.incremented', data: { counterId, by } });

  it('withReadSnapshot: reads in one snapshot do not see a commit made between them (a page and its total agree)', async () => {
    const count = async (q: Queryable) =>
      Number(
        (await q.query<{ n: string }>("SELECT count(*) AS n FROM es_events WHERE stream_id = 'counter-snap'")).rows[0]!
          .n,
      );
    const [before, after] = await withReadSnapshot(pool, async (tx) => {
      const first = await count(tx);
      await store.append({
        streamId: 'counter-snap',
        expectedVersion: 0,
        events: [inc('snap')],
        metadata: meta('corr-snap'),
      });
      return [first, await count(tx)];
    });
    expect([before, after]).toEqual([0, 0]);
    expect(await count(pool)).toBe(1);
  });

  it('appends to a stream and reads it back in order with the full envelope', async () => {
    const r = await store.append({
      streamId: 'counter-a',
      expectedVersion: 0,
      events: [inc('a'), inc('a', 2)],
      metadata: meta('corr-1'),
    });
    expect(r.nextExpectedVersion).toBe(2);
    const events = await store.readStream('counter-a');
    expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { counterId: 'a', by: 1 }],
      [2, { counterId: 'a', by: 2 }],
    ]);
    expect(events[0]).toMatchObject({
      type: 'test.counter.incremented',
      version: 1,
      correlationId: 'corr-1',
      causationId: null,
    });
  });

  it('two concurrent appends at the same expected version: exactly one wins, the other gets the conflict error', async () => {
    await store.append({ streamId: 'counter-race', expectedVersion: 0, events: [inc('race')], metadata: meta() });
    const results = await Promise.allSettled([
      store.append({ streamId: 'counter-race', expectedVersion: 1, events: [inc('race', 10)], metadata: meta() }),
      store.append({ streamId: 'counter-race', expectedVersion: 1, events: [inc('race', 20)], metadata: meta() }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream('counter-race')).toHaveLength(2);
  });

  it('a stale expected version is refused and writes nothing', async () => {
    await store.append({ streamId: 'counter-stale', expectedVersion: 0, events: [inc('s')], metadata: meta() });
    await expect(
      store.append({ streamId: 'counter-stale', expectedVersion: 0, events: [inc('s')], metadata: meta() }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM es_outbox WHERE stream_id = 'counter-stale'");
    expect(rows[0].n).toBe(1);
  });

  it('an event that breaks its contract is refused before anything is stored', async () => {
    await expect(
      store.append({
        streamId: 'counter-bad',
        expectedVersion: 0,
        events: [{ type: 'test.counter.incremented', data: { counterId: 'x', by: 'many' } }],
        metadata: meta(),
      }),
    ).rejects.toThrow(/Invalid test.counter.incremented v1: by/);
    expect(await store.readStream('counter-bad')).toEqual([]);
  });

  it('the command loop retries on conflict so concurrent non-conflicting commands are all applied in order', async () => {
    const commands = Array.from({ length: 8 }, (_, i) => ({
      type: 'increment' as const,
      counterId: 'loop',
      by: i + 1,
      limit: 1000,
    }));
    await Promise.all(
      commands.map((c) => handleCommand(store, counterDecider, 'counter-loop', c, meta(), { maxAttempts: 20 })),
    );
    const events = await store.readStream('counter-loop');
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(events.map((e) => (e.data as { by: number }).by).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const { state } = await loadState(store, counterDecider, 'counter-loop');
    expect(state.value).toBe(36);
  });

  it('a domain refusal after a retry is not retried again and changes nothing', async () => {
    await handleCommand(
      store,
      counterDecider,
      'counter-limit',
      { type: 'increment', counterId: 'l', by: 5, limit: 5 },
      meta(),
    );
    await expect(
      handleCommand(
        store,
        counterDecider,
        'counter-limit',
        { type: 'increment', counterId: 'l', by: 1, limit: 5 },
        meta(),
      ),
    ).rejects.toMatchObject({ code: 'COUNTER.CLOSED' });
    expect(await store.readStream('counter-limit')).toHaveLength(2);
  });

  it('every appended event has an outbox row written in the same transaction', async () => {
    const { rows } = await pool.query(
      'SELECT (SELECT count(*) FROM es_events)::int AS events, (SELECT count(*) FROM es_outbox)::int AS outbox',
    );
    expect(rows[0].events).toBe(rows[0].outbox);
  });

  it('an outbox row always names its own event: no foreign key is needed to keep it so (decision eventstore-outbox-no-foreign-key)', async () => {
    await store.append({
      streamId: 'counter-outbox-batch',
      expectedVersion: 0,
      events: Array.from({ length: 50 }, () => inc('o')),
      metadata: meta(),
    });
    const { rows } = await pool.query(
      `SELECT count(*) FILTER (WHERE o.position IS NULL)::int AS without_row,
              count(*) FILTER (WHERE e.position IS NULL)::int AS without_event,
              count(*) FILTER (WHERE o.stream_id <> e.stream_id)::int AS other_stream,
              count(*) FILTER (WHERE e.stream_id = 'counter-outbox-batch')::int AS batch
         FROM es_events e FULL JOIN es_outbox o ON o.position = e.position`,
    );
    expect(rows[0]).toEqual({ without_row: 0, without_event: 0, other_stream: 0, batch: 50 });
    const { rowCount } = await pool.query(
      "SELECT 1 FROM pg_constraint WHERE conrelid = 'es_outbox'::regclass AND contype = 'f'",
    );
    expect(rowCount).toBe(0);
  });
});
