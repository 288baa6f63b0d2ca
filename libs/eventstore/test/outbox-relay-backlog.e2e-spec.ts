import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { createPool, pendingBatchSql, runMigrations } from '../src/index.js';
import { insertPendingEvents } from './outbox-rows.js';

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Rows every node of an executed plan produced, over all its loops. */
const rowsHandled = (node: PlanNode): number =>
  node['Actual Rows'] * node['Actual Loops'] + (node.Plans ?? []).reduce((n, child) => n + rowsHandled(child), 0);

// Behind a backlog every candidate of a pass is often a stream of its own (each message's
// notification is a new stream). The pass's read joined its 1,000 candidates to the streams it
// had locked as a nested loop, a million comparisons: 97 ms a pass, a relay that fell behind
// slowed down further. Each stream's first candidate now tries the lock and the others take its
// answer, so the work grows with the candidates, not with their square.
describe('outbox relay: a pass behind a backlog of new streams', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('relay_backlog');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 4);
    await insertPendingEvents(pool, 'notification-', 2_000);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  /** Runs `work` in a transaction on its own connection and rolls it back (a pass takes locks). */
  async function inPass<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      return await work(client);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  it('does work in proportion to its candidates: no candidate is compared with every locked stream', async () => {
    // A floor below the backlog: what a relay that fell behind reads on every pass.
    const floor = (await pool.query<{ f: string }>('SELECT min(tx_id)::text AS f FROM es_events')).rows[0]!.f;
    const handled = await inPass(async (client) => {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${pendingBatchSql(200, floor)}`,
      );
      return rowsHandled(rows[0]!['QUERY PLAN'][0].Plan);
    });
    // 22,004 today: 2,000 rows read from the floor, 1,000 candidates through a handful of steps.
    // The nested loop made it 1,020,004.
    expect(handled).toBeLessThan(50_000);
  });

  it("tries each candidate stream's lock once and takes the oldest 200 rows of the streams it holds", async () => {
    const other = await pool.connect();
    try {
      // Another relay holds the two oldest streams: their rows are left to it.
      await other.query('BEGIN');
      await other.query(
        "SELECT pg_advisory_xact_lock(hashtextextended('notification-1', 0)), pg_advisory_xact_lock(hashtextextended('notification-2', 0))",
      );
      const { taken, locks } = await inPass(async (client) => {
        const { rows } = await client.query<{ stream_id: string }>(pendingBatchSql(200, null));
        const held = await client.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()",
        );
        return { taken: rows.map((r) => r.stream_id), locks: Number(held.rows[0]!.n) };
      });
      expect(taken).toEqual(Array.from({ length: 200 }, (_, i) => `notification-${i + 3}`));
      // One lock per candidate stream it could take: 1,000 candidates, two of them held elsewhere.
      expect(locks).toBe(998);
    } finally {
      await other.query('ROLLBACK');
      other.release();
    }
  });
});
