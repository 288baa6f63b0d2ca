import { createTestDatabase, eventually } from '@oneway/testing';
import { createPool } from '../src/index.js';

// Chaos finding (issue 17): killing Postgres crashed services with "Unhandled 'error' event"
// on a pg Client. pg-pool takes its error listener off a client it hands out, so a client held
// between queries (a transaction awaiting a NATS publish) has no query to reject when its
// connection is cut: pg emits 'error' on it, and with no listener that is an uncaught exception.
describe('a pool client whose connection is cut while it is held between queries', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase('pool_cut');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('does not crash the process: its next query fails, and the pool serves new connections', async () => {
    const pool = createPool(db.url, 2);
    const other = createPool(db.url, 1);
    const held = await pool.connect();
    await held.query('BEGIN');
    const { rows } = await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await other.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    // Wait, without a query on the held client, until its backend is gone: the server's FATAL
    // message reaches the client meanwhile (an uncaught exception here without a listener).
    await eventually(async () => {
      const gone = await other.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE pid = $1', [
        rows[0]!.pid,
      ]);
      expect(Number(gone.rows[0]!.n)).toBe(0);
    });
    await new Promise((r) => setImmediate(r));
    await expect(held.query('SELECT 1')).rejects.toThrow();
    held.release(true);
    expect((await pool.query<{ ok: number }>('SELECT 1 AS ok')).rows[0]!.ok).toBe(1);
    await pool.end();
    await other.end();
  });
});
