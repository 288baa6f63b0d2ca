import { createPool, EventStore, ProjectionRunner, Projection, runMigrations } from '../src/index.js';
import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { meta } from './counter.decider.js';

/** A read model of counter totals, the shape every service's projections take. */
const totals: Projection = {
  name: 'counter-totals',
  handles: ['test.counter.incremented', 'test.counter.limit_reached'],
  async apply(e, tx) {
    const d = e.data as { counterId: string; by?: number };
    if (e.type === 'test.counter.incremented') {
      await tx.query(
        `INSERT INTO counter_totals (counter_id, total, events) VALUES ($1, $2, 1)
         ON CONFLICT (counter_id) DO UPDATE SET total = counter_totals.total + $2, events = counter_totals.events + 1`,
        [d.counterId, d.by],
      );
    } else {
      await tx.query('UPDATE counter_totals SET closed = true WHERE counter_id = $1', [d.counterId]);
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE counter_totals');
  },
};

describe('projection runner', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    db = await createTestDatabase('proj');
    await runMigrations(db.url, [
      {
        name: '20261121000100_counter_totals',
        sql: 'CREATE TABLE counter_totals (counter_id text PRIMARY KEY, total int NOT NULL, events int NOT NULL, closed boolean NOT NULL DEFAULT false)',
      },
    ]);
    pool = createPool(db.url, 10);
    store = new EventStore(pool);
    runner = new ProjectionRunner({ pool, projections: [totals], pollIntervalMs: 50, batchSize: 17 });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await pool.end();
    await db.drop();
  });

  const snapshot = async () => (await pool.query('SELECT * FROM counter_totals ORDER BY counter_id')).rows;

  it('a projection dropped and rebuilt from the event store equals the live one', async () => {
    let last = 0;
    await Promise.all(
      Array.from({ length: 6 }, async (_, s) => {
        for (let v = 0; v < 20; v++) {
          const events = [{ type: 'test.counter.incremented', data: { counterId: `k${s}`, by: v } }];
          if (v === 19 && s % 2 === 0)
            events.push({ type: 'test.counter.limit_reached', data: { counterId: `k${s}`, limit: 19 } } as never);
          const r = await store.append({ streamId: `k${s}`, expectedVersion: v, events, metadata: meta() });
          last = Math.max(last, r.lastPosition);
        }
      }),
    );
    await runner.waitFor('counter-totals', last);
    const live = await snapshot();
    expect(live).toHaveLength(6);
    expect(live[0]).toEqual({ counter_id: 'k0', total: 190, events: 20, closed: true });

    await pool.query('TRUNCATE counter_totals');
    expect(await snapshot()).toEqual([]);
    await runner.rebuild('counter-totals');
    expect(await snapshot()).toEqual(live);
  });

  it('a rebuild by an instance that never ran a pass (its connections never prepared the checkpoint statements) completes', async () => {
    const fresh = createPool(db.url, 2);
    try {
      const idle = new ProjectionRunner({ pool: fresh, projections: [totals] });
      const live = await snapshot();
      expect(await idle.rebuild('counter-totals')).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(live);
    } finally {
      await fresh.end();
    }
  });

  it('waitForCommand after a command that wrote nothing (a repeat) waits for everything committed by then', async () => {
    // A projection only this runner applies, on a pool of its own: no loop, no in-process wake-up.
    await pool.query('CREATE TABLE counters_seen (counter_id text NOT NULL)');
    const seen: Projection = {
      name: 'counters-seen',
      handles: ['test.counter.incremented'],
      async apply(e, tx) {
        await tx.query('INSERT INTO counters_seen VALUES ($1)', [(e.data as { counterId: string }).counterId]);
      },
      async reset(tx) {
        await tx.query('TRUNCATE counters_seen');
      },
    };
    const other = createPool(db.url, 2);
    try {
      const idle = new ProjectionRunner({ pool: other, projections: [seen] });
      await store.append({
        streamId: 'k-repeat',
        expectedVersion: 0,
        events: [{ type: 'test.counter.incremented', data: { counterId: 'k-repeat', by: 7 } }],
        metadata: meta(),
      });
      await idle.waitForCommand(null);
      expect((await pool.query("SELECT * FROM counters_seen WHERE counter_id = 'k-repeat'")).rows).toEqual([
        { counter_id: 'k-repeat' },
      ]);
    } finally {
      await other.end();
    }
  });

  it('waitFor gives read-your-writes right after an append', async () => {
    const r = await store.append({
      streamId: 'k-fresh',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'k-fresh', by: 5 } }],
      metadata: meta(),
    });
    await runner.waitFor('counter-totals', r.lastPosition);
    expect((await pool.query("SELECT total FROM counter_totals WHERE counter_id = 'k-fresh'")).rows).toEqual([
      { total: 5 },
    ]);
  });
});

describe('projection runner: a pass touches only the projections with work', () => {
  it('an event is applied by the projections that handle it; the others step over it without applying anything', async () => {
    const db = await createTestDatabase('proj_due');
    await runMigrations(db.url, []);
    const pool = createPool(db.url, 5);
    const store = new EventStore(pool);
    const applied: Record<string, string[]> = { increments: [], limits: [] };
    const counting = (name: string, type: string): Projection => ({
      name,
      handles: [type],
      apply: async (e) => void applied[name]!.push(e.type),
      reset: async () => {},
    });
    const runner = new ProjectionRunner({
      pool,
      projections: [
        counting('increments', 'test.counter.incremented'),
        counting('limits', 'test.counter.limit_reached'),
      ],
    });
    const checkpointPassed = async (name: string, position: number) =>
      (
        await pool.query<{ ok: boolean }>(
          `SELECT (c.tx_id, c.position) >= (e.tx_id, e.position) AS ok
             FROM es_checkpoints c, es_events e WHERE c.name = $1 AND e.position = $2`,
          [name, position],
        )
      ).rows[0]?.ok ?? false;

    await runner.runOnce(); // creates both checkpoints
    const first = await store.append({
      streamId: 'due-1',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'due-1', by: 1 } }],
      metadata: meta(),
    });
    while ((await runner.runOnce()) > 0);
    expect(applied).toEqual({ increments: ['test.counter.incremented'], limits: [] });
    // The projection that does not handle it has moved past it too: read-your-writes for
    // every projection (waitForAll) holds.
    expect(await checkpointPassed('limits', first.lastPosition)).toBe(true);
    expect(await checkpointPassed('increments', first.lastPosition)).toBe(true);

    const second = await store.append({
      streamId: 'due-1',
      expectedVersion: 1,
      events: [{ type: 'test.counter.limit_reached', data: { counterId: 'due-1', limit: 1 } }],
      metadata: meta(),
    });
    while ((await runner.runOnce()) > 0);
    expect(applied).toEqual({ increments: ['test.counter.incremented'], limits: ['test.counter.limit_reached'] });
    expect(await checkpointPassed('increments', second.lastPosition)).toBe(true);
    await pool.end();
    await db.drop();
  });
});

describe('notified loop', () => {
  it('survives its LISTEN connection being killed by the server and keeps projecting', async () => {
    const db = await createTestDatabase('listen');
    await runMigrations(db.url, [
      {
        name: '20261121000100_counter_totals',
        sql: 'CREATE TABLE counter_totals (counter_id text PRIMARY KEY, total int NOT NULL, events int NOT NULL, closed boolean NOT NULL DEFAULT false)',
      },
    ]);
    const pool = createPool(db.url, 5);
    const errors: unknown[] = [];
    const runner = new ProjectionRunner({
      pool,
      projections: [totals],
      pollIntervalMs: 50,
      logger: { error: (o) => errors.push(o) },
    });
    await runner.start();
    await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
    );
    const store = new EventStore(pool);
    const r = await store.append({
      streamId: 'after-kill',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'after-kill', by: 2 } }],
      metadata: meta(),
    });
    await runner.waitFor('counter-totals', r.lastPosition);
    expect((await pool.query("SELECT total FROM counter_totals WHERE counter_id = 'after-kill'")).rows).toEqual([
      { total: 2 },
    ]);
    expect(errors.length).toBeGreaterThan(0);
    await runner.stop();
    await pool.end();
    await db.drop();
  });
});
