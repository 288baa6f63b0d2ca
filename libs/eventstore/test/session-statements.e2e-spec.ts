import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { createPool, EventStore, handleCommand, runMigrations } from '../src/index.js';
import { counterDecider, meta } from './counter.decider.js';

// A command reads its stream with BEGIN in one round trip (a simple query) and Postgres planned
// that read anew every time: on the messaging send path, planning cost more than running it.
// The reads are now prepared once per connection (SQL PREPARE) and EXECUTEd with BEGIN.
describe('command reads prepared once per connection', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('session_statements');
    await runMigrations(db.url, []);
    // One connection: every command and the checks below share its session.
    pool = createPool(db.url, 1);
    store = new EventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const increment = (counterId: string, slice?: { types: string[]; orData?: { key: string; value: string } }) =>
    handleCommand(
      store,
      counterDecider,
      `counter-${counterId}`,
      { type: 'increment', counterId, by: 1, limit: 100 },
      meta(),
      {
        slice,
      },
    );
  const prepared = async () =>
    (await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
      (r) => r.name,
    );

  it('three commands on one stream: the read is prepared once, and each decides on what the last one wrote', async () => {
    for (let i = 0; i < 3; i++) await increment('a');
    const { state } = await increment('a');
    expect(state.value).toBe(4);
    expect((await prepared()).filter((n) => n.startsWith('oneway_es_begin_'))).toEqual(['oneway_es_begin_read_stream']);
  });

  it('a slice read (types, or one data field) is prepared once too and finds its events', async () => {
    // The slice names the counter's own events by their data: all of them, so the state is whole.
    const slice = { types: ['test.counter.limit_reached'], orData: { key: 'counterId', value: 'b' } };
    for (let i = 0; i < 3; i++) await increment('b', slice);
    expect((await increment('b', slice)).state.value).toBe(4);
    // A slice that names none of its events decides on an empty state, at the stream's version.
    expect((await increment('b', { types: ['test.counter.limit_reached'] })).state.value).toBe(1);
    // One statement per shape of slice (its types and key written in, for the indexes a service adds).
    const names = (await prepared()).filter((n) => n.startsWith('oneway_es_begin_'));
    expect(names.filter((n) => /^oneway_es_begin_read_slice_[0-9a-f]{16}$/.test(n))).toHaveLength(2);
    expect(names.filter((n) => !n.startsWith('oneway_es_begin_read_slice_'))).toEqual(['oneway_es_begin_read_stream']);
  });

  it('a read dropped from the session by hand is prepared again, and the command still succeeds', async () => {
    await pool.query('DEALLOCATE oneway_es_begin_read_stream');
    expect(await prepared()).not.toContain('oneway_es_begin_read_stream');
    expect((await increment('a')).state.value).toBe(5);
    expect(await prepared()).toContain('oneway_es_begin_read_stream');
    const { rows } = await pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM es_events WHERE stream_id = 'counter-a'",
    );
    expect(rows[0]!.n).toBe('5');
  });

  it('a stream id with quotes and dollar signs is read as it is', async () => {
    const odd = `it's $1 $' $& \\ "x"`;
    await increment(odd);
    expect((await increment(odd)).state.value).toBe(2);
    const { rows } = await pool.query<{ stream_id: string }>(
      'SELECT DISTINCT stream_id FROM es_events WHERE stream_id LIKE $1',
      ['counter-it%'],
    );
    expect(rows.map((r) => r.stream_id)).toEqual([`counter-${odd}`]);
  });
});
