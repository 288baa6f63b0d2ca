import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { createPool, EventStore, runMigrations } from '../src/index.js';
import { DUE_PROJECTIONS_SQL } from '../src/projection-runner.js';

// Every projection pass asks which projections have events to apply. That question must cost
// the same in a store of twenty thousand events as in an empty one: it runs after every commit.
describe('projection runner: which projections are due', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('proj_due');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 3);
    store = new EventStore(pool);
    // Twenty thousand events of other kinds, from long ago (an early transaction id).
    await pool.query(
      `INSERT INTO es_events (id, stream_id, stream_version, type, version, data, correlation_id, occurred_at, tx_id)
       SELECT gen_random_uuid(), 'other-' || (g % 100), g / 100 + 1, 'test.other.happened', 1, '{}', 'c', now(), '1'
         FROM generate_series(0, 19999) g`,
    );
    await pool.query('ANALYZE es_events');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const projections = [
    { name: 'quiet', handles: ['test.counter.limit_reached'] },
    { name: 'busy', handles: ['test.counter.incremented'] },
  ];
  const due = async (horizon: string) =>
    (await pool.query<{ name: string }>(DUE_PROJECTIONS_SQL, [JSON.stringify(projections), horizon])).rows
      .map((r) => r.name)
      .sort();
  /** Pages the statement touched, from its plan as executed. */
  const pagesRead = async (horizon: string) => {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${DUE_PROJECTIONS_SQL}`,
      [JSON.stringify(projections), horizon],
    );
    const plan = rows[0]!['QUERY PLAN'][0].Plan;
    return plan['Shared Hit Blocks']! + plan['Shared Read Blocks']!;
  };

  it('finds the projection with an event to apply and steps the other over the horizon, reading a few pages', async () => {
    // Both projections have read everything so far.
    await pool.query(
      `INSERT INTO es_checkpoints (name, tx_id, position)
       SELECT name, '1', (SELECT max(position) FROM es_events) FROM unnest(ARRAY['quiet', 'busy']) AS name`,
    );
    await store.append({
      streamId: 'c-1',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'c-1', by: 1 } }],
      metadata: { correlationId: 'c', causationId: null, actorId: null, now: new Date() },
    });
    const { horizon } = await store.readHorizon();

    // The busy one has its event waiting; the quiet one had nothing and is moved to the horizon.
    expect(await pagesRead(horizon)).toBeLessThan(40);
    expect(await due(horizon)).toEqual(['busy']);
    const quiet = await pool.query<{ t: string }>("SELECT tx_id::text AS t FROM es_checkpoints WHERE name = 'quiet'");
    expect(quiet.rows[0]!.t).toBe(horizon);
  });
});
