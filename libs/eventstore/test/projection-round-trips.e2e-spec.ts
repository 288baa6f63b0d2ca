import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { createPool, EventStore, ProjectionRunner, runMigrations, type Projection } from '../src/index.js';
import { meta } from './counter.decider.js';

// A projection pass runs after every commit, in every service: each round trip it makes is paid
// per event at load. Taking the projection, reading its checkpoint and the events after it ride
// with BEGIN (the reads as statements of their own, so they see the last holder's move), the
// checkpoint's move with COMMIT.
describe('projection runner: the round trips of a pass', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;
  const sent: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('proj_trips');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 2);
    // Every statement a client of this pool sends, in order.
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const q = args[0] as string | { text: string };
        const text = typeof q === 'string' ? q : q.text;
        // The appends' wake-up for other processes is no part of the pass.
        if (!text.includes('pg_notify')) sent.push(text);
        return query(...args);
      };
    });
    store = new EventStore(pool);
    await pool.query('CREATE TABLE totals (counter_id text PRIMARY KEY, n int NOT NULL)');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const totals: Projection = {
    name: 'totals',
    handles: ['test.counter.incremented'],
    async apply(event, tx) {
      const { counterId, by } = event.data as { counterId: string; by: number };
      await tx.query(
        'INSERT INTO totals VALUES ($1, $2) ON CONFLICT (counter_id) DO UPDATE SET n = totals.n + excluded.n',
        [counterId, by],
      );
    },
    async reset(tx) {
      await tx.query('DELETE FROM totals');
    },
  };
  const increment = (streamId: string, expectedVersion: number) =>
    store.append({
      streamId,
      expectedVersion,
      events: [{ type: 'test.counter.incremented', data: { counterId: streamId, by: 1 } }],
      metadata: meta(),
    });

  it('applies an event in five round trips, and a pass that finds nothing to do in two', async () => {
    const runner = new ProjectionRunner({ pool, projections: [totals] });
    await increment('c-1', 0);
    // The first pass on each connection prepares its statements.
    expect(await runner.runOnce()).toBe(1);
    await increment('c-1', 1);
    await runner.runOnce();
    await increment('c-1', 2);

    sent.length = 0;
    expect(await runner.runOnce()).toBe(1);
    expect(sent).toEqual([
      expect.stringContaining('pg_current_snapshot'), // the horizon
      expect.stringContaining('jsonb_to_recordset'), // which projections are due
      // Taking the projection, its checkpoint, the events after it.
      expect.stringMatching(
        /^BEGIN; EXECUTE oneway_es_take_checkpoint\('totals'\); EXECUTE oneway_es_read_checkpoint\('totals'\); EXECUTE oneway_es_read_after_checkpoint\('totals', '\d+', 500, ARRAY\['test.counter.incremented'\]::text\[\]\)$/,
      ),
      expect.stringContaining('INSERT INTO totals'),
      expect.stringMatching(/^EXECUTE oneway_es_save_checkpoint\(.*; COMMIT$/),
    ]);
    expect((await pool.query('SELECT n FROM totals')).rows).toEqual([{ n: 3 }]);

    sent.length = 0;
    expect(await runner.runOnce()).toBe(0);
    expect(sent).toHaveLength(2);
  });
});
