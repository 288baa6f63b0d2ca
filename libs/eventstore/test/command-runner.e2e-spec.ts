import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import {
  ConcurrencyError,
  createPool,
  EventStore,
  loadState,
  runCommand,
  runMigrations,
  withTransaction,
} from '../src/index.js';
import { counterDecider, meta } from './counter.decider.js';

describe('the command runner against Postgres', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('runner');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 10);
    store = new EventStore(pool);
    await pool.query('CREATE TABLE side_rows (stream_id text NOT NULL, note text NOT NULL)');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const increment = (counterId: string, by = 1, limit = 1000) => ({
    type: 'increment' as const,
    counterId,
    by,
    limit,
  });
  const sideRows = async (streamId: string) =>
    (await pool.query<{ note: string }>('SELECT note FROM side_rows WHERE stream_id = $1', [streamId])).rows.map(
      (r) => r.note,
    );

  it('appends every stream a unit decided on, each at the version it was read at, in one transaction', async () => {
    await store.append({
      streamId: 'pair-b',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'b', by: 1 } }],
      metadata: meta(),
    });
    const { lastPosition, events } = await runCommand(store, meta(), async (unit) => {
      await unit.decide(counterDecider, 'pair-a', increment('a', 2));
      await unit.decide(counterDecider, 'pair-b', increment('b', 3));
    });
    expect(events).toHaveLength(2);
    expect((await store.readStream('pair-a')).map((e) => e.streamVersion)).toEqual([1]);
    expect((await store.readStream('pair-b')).map((e) => e.streamVersion)).toEqual([1, 2]);
    expect(lastPosition).toBe((await store.readStream('pair-b'))[1]!.position);
  });

  it('a prefetched stream is read whole, whatever its id holds (quotes, backslashes, $ patterns)', async () => {
    const odd = "it's $' and $& and \\ $1";
    for (let i = 0; i < 2; i++) {
      await runCommand(store, meta(), (unit) => unit.decide(counterDecider, odd, increment('odd', 2)), {
        maxAttempts: 1,
        prefetch: [odd],
      });
    }
    const { value } = await runCommand(store, meta(), (unit) => unit.load(counterDecider, odd), { prefetch: [odd] });
    expect(value).toMatchObject({ value: 4 });
    expect((await store.readStream(odd)).map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('a stream read in a slice gives the slice’s events and appends at the whole stream’s version', async () => {
    const id = "sliced's $& stream";
    for (let by = 1; by <= 5; by++) {
      await store.append({
        streamId: id,
        expectedVersion: by - 1,
        events: [{ type: 'test.counter.incremented', data: { counterId: 's', by } }],
        metadata: meta(),
      });
    }
    const slice = (by: number) => ({ types: ['test.counter.limit_reached'], orData: { key: 'by', value: String(by) } });
    let runs = 0;
    const { value } = await runCommand(
      store,
      meta(),
      async (unit) => {
        runs += 1;
        const seen = await unit.load(counterDecider, id);
        if (runs === 1) {
          // Another writer appends after the slice was read: the unit's append must conflict.
          await store.append({
            streamId: id,
            expectedVersion: 5,
            events: [{ type: 'test.counter.incremented', data: { counterId: 's', by: 9 } }],
            metadata: meta(),
          });
        }
        await unit.decide(counterDecider, id, increment('s', 100, 1000));
        return seen;
      },
      { prefetch: [{ streamId: id, slice: slice(3) }] },
    );
    // Only the event with by = 3 was read; the append went after all six, on the second run.
    expect(runs).toBe(2);
    expect(value).toEqual({ value: 3, closed: false });
    expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // An empty slice still carries the stream's version; a stream that does not exist, 0.
    const empty = await runCommand(store, meta(), (unit) => unit.decide(counterDecider, id, increment('s')), {
      prefetch: [{ streamId: id, slice: slice(42) }],
    });
    expect(empty.value.before).toEqual({ value: 0, closed: false });
    expect((await store.readStream(id)).at(-1)!.streamVersion).toBe(8);
    await runCommand(store, meta(), (unit) => unit.decide(counterDecider, 'sliced-new', increment('n')), {
      prefetch: [{ streamId: 'sliced-new', slice: slice(1) }],
    });
    expect((await store.readStream('sliced-new')).map((e) => e.streamVersion)).toEqual([1]);
  });

  it('a unit’s history of a stream is what the stream holds once it commits, times included; a sliced stream has none', async () => {
    for (const prefetch of [[], ['history']]) {
      const id = `history-${prefetch.length}`;
      await store.append({
        streamId: id,
        expectedVersion: 0,
        events: [{ type: 'test.counter.incremented', data: { counterId: 'h', by: 1 } }],
        metadata: meta(),
      });
      const { value } = await runCommand(
        store,
        meta(),
        async (unit) => {
          await unit.decide(counterDecider, id, increment('h', 2));
          return unit.history(id);
        },
        { prefetch: prefetch.map(() => id) },
      );
      const stored = await store.readStream(id);
      expect(value).toEqual(stored.map((e) => ({ type: e.type, occurredAt: e.occurredAt })));
    }
    const sliced = runCommand(
      store,
      meta(),
      async (unit) => {
        await unit.load(counterDecider, 'history-1');
        return unit.history('history-1');
      },
      { prefetch: [{ streamId: 'history-1', slice: { types: ['test.counter.limit_reached'] } }] },
    );
    await expect(sliced).rejects.toThrow(/not read whole/);
  });

  it('a second decision on a stream in the same unit sees the first one’s events', async () => {
    const { value } = await runCommand(store, meta(), async (unit) => {
      await unit.decide(counterDecider, 'twice', increment('t', 4, 5));
      return unit.decide(counterDecider, 'twice', increment('t', 1, 5));
    });
    // The first decision left the counter at 4 (below its limit of 5): the second one sees it
    // and reaches the limit.
    expect(value).toMatchObject({ before: { value: 4 }, after: { value: 5, closed: true } });
    expect((await loadState(store, counterDecider, 'twice')).state).toEqual({ value: 5, closed: true });
  });

  it('a version conflict on any stream of the unit re-runs the whole unit on fresh state; its alongside rows are written once', async () => {
    let runs = 0;
    const { value } = await runCommand(store, meta(), async (unit) => {
      runs += 1;
      const seen = await unit.load(counterDecider, 'contended');
      if (runs === 1) {
        // Another writer appends after this unit read the stream.
        await store.append({
          streamId: 'contended',
          expectedVersion: 0,
          events: [{ type: 'test.counter.incremented', data: { counterId: 'c', by: 10 } }],
          metadata: meta(),
        });
      }
      await unit.decide(counterDecider, 'other', increment('o'));
      await unit.decide(counterDecider, 'contended', increment('c'));
      unit.alongside((tx) => tx.query("INSERT INTO side_rows VALUES ('contended', $1)", [`run ${runs}`]));
      return seen.value;
    });
    expect(runs).toBe(2);
    expect(value).toBe(10);
    expect((await loadState(store, counterDecider, 'contended')).state.value).toBe(11);
    expect(await store.readStream('other')).toHaveLength(1);
    expect(await sideRows('contended')).toEqual(['run 2']);
  });

  it('a domain refusal is not retried and rolls back the events and the alongside rows', async () => {
    let runs = 0;
    await expect(
      runCommand(store, meta(), async (unit) => {
        runs += 1;
        await unit.decide(counterDecider, 'refused-a', increment('a'));
        unit.alongside((tx) => tx.query("INSERT INTO side_rows VALUES ('refused', 'never')"));
        await unit.decide(counterDecider, 'refused-b', increment('b', 5, 5));
        await unit.decide(counterDecider, 'refused-b', increment('b'));
      }),
    ).rejects.toMatchObject({ code: 'COUNTER.CLOSED' });
    expect(runs).toBe(1);
    expect(await store.readStream('refused-a')).toEqual([]);
    expect(await sideRows('refused')).toEqual([]);
  });

  it('gives the conflict back after the policy’s attempts', async () => {
    let runs = 0;
    await expect(
      runCommand(
        store,
        meta(),
        async (unit) => {
          runs += 1;
          const version = (await loadState(store, counterDecider, 'always-stale', unit.tx)).version;
          await unit.load(counterDecider, 'always-stale');
          await store.append({
            streamId: 'always-stale',
            expectedVersion: version,
            events: [{ type: 'test.counter.incremented', data: { counterId: 's', by: 1 } }],
            metadata: meta(),
          });
          await unit.decide(counterDecider, 'always-stale', increment('s'));
        },
        { maxAttempts: 3 },
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(runs).toBe(3);
  });

  it('inside a transaction the caller owns it does not retry: the conflict rolls the caller back', async () => {
    await store.append({
      streamId: 'owned',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'w', by: 1 } }],
      metadata: meta(),
    });
    let runs = 0;
    await expect(
      withTransaction(pool, async (tx) => {
        await tx.query("INSERT INTO side_rows VALUES ('owned', 'caller row')");
        await runCommand(
          store,
          meta(),
          async (unit) => {
            runs += 1;
            await unit.load(counterDecider, 'owned');
            await store.append({
              streamId: 'owned',
              expectedVersion: 1,
              events: [{ type: 'test.counter.incremented', data: { counterId: 'w', by: 1 } }],
              metadata: meta(),
            });
            await unit.decide(counterDecider, 'owned', increment('w'));
          },
          { tx },
        );
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(runs).toBe(1);
    expect(await sideRows('owned')).toEqual([]);
    expect(await store.readStream('owned')).toHaveLength(2);
  });
  it('a stream the caller declares new is decided with no read; if it exists after all, a conflict that leaves the caller’s transaction usable', async () => {
    await withTransaction(pool, async (tx) => {
      // What the unit sends on the caller's connection: the append alone.
      const sent: string[] = [];
      const query = tx.query;
      tx.query = ((config: string | { name?: string; text: string }, values?: unknown[]) => {
        sent.push(typeof config === 'string' ? config : (config.name ?? config.text));
        return (query as (...args: unknown[]) => unknown).apply(tx, [config, values]);
      }) as typeof tx.query;
      try {
        await runCommand(store, meta(), (unit) => unit.decide(counterDecider, 'fresh-1', increment('f')), {
          tx,
          newStreams: ['fresh-1'],
        });
      } finally {
        tx.query = query;
      }
      expect(sent).toEqual(['oneway_es_append']);
    });
    expect(await store.readStream('fresh-1')).toHaveLength(1);

    await withTransaction(pool, async (tx) => {
      await expect(
        runCommand(store, meta(), (unit) => unit.decide(counterDecider, 'fresh-1', increment('f')), {
          tx,
          newStreams: ['fresh-1'],
        }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      // No statement failed: the caller goes on and commits its own row.
      await tx.query("INSERT INTO side_rows VALUES ('fresh-1', 'after the conflict')");
    });
    expect(await store.readStream('fresh-1')).toHaveLength(1);
    expect(await sideRows('fresh-1')).toEqual(['after the conflict']);
  });
  it.each([
    ['read in its own round trip', 'queued', false],
    ['read with BEGIN (prefetch), after the lock', 'queued-prefetched', true],
  ])(
    'commands serialized on a stream queue instead of racing: the second waits for the first to commit, then decides once on what it wrote (stream %s)',
    async (_how, queued, prefetch) => {
      const options = { maxAttempts: 1, serializeOn: [queued], ...(prefetch ? { prefetch: [queued] } : {}) };
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((r) => (releaseFirst = r));
      let firstLoaded!: () => void;
      const firstHasLoaded = new Promise<void>((r) => (firstLoaded = r));
      const runs = { first: 0, second: 0 };
      const first = runCommand(
        store,
        meta(),
        async (unit) => {
          runs.first += 1;
          await unit.load(counterDecider, queued);
          firstLoaded();
          await firstHolds;
          return unit.decide(counterDecider, queued, increment('q', 2));
        },
        options,
      );
      await firstHasLoaded;
      const second = runCommand(
        store,
        meta(),
        async (unit) => {
          runs.second += 1;
          return unit.decide(counterDecider, queued, increment('q', 3));
        },
        options,
      );
      // The second is waiting on the stream's lock, and has not read the stream.
      for (let waiting = 0; waiting === 0;) {
        const { rows } = await pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        waiting = Number(rows[0]!.n);
        if (!waiting) await new Promise((r) => setTimeout(r, 5));
      }
      expect(runs.second).toBe(0);
      releaseFirst();
      const [a, b] = await Promise.all([first, second]);
      expect(a.value).toMatchObject({ before: { value: 0 }, after: { value: 2 } });
      expect(b.value).toMatchObject({ before: { value: 2 }, after: { value: 5 } });
      expect(runs).toEqual({ first: 1, second: 1 });
      expect((await store.readStream(queued)).map((e) => e.streamVersion)).toEqual([1, 2]);
    },
  );
});
