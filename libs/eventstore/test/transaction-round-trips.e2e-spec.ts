import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { beforeCommit, createPool, withTransaction } from '../src/index.js';

// withTransaction's two round-trip savers: statements sent with BEGIN (their results reach the
// work) and statements sent with COMMIT (a failure there rolls everything back).

describe('withTransaction: statements riding with BEGIN and COMMIT', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('tx_round_trips');
    pool = createPool(db.url, 2);
    await pool.query('CREATE TABLE t (id int PRIMARY KEY, note text)');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });
  const ids = async () => (await pool.query<{ id: number }>('SELECT id FROM t ORDER BY id')).rows.map((r) => r.id);

  it('the results of the statements sent with BEGIN reach the work, inside the transaction', async () => {
    const seen = await withTransaction(pool, async (_tx, began) => began.at(-1)!.rows[0], {
      begin: "SELECT current_setting('transaction_isolation') AS iso, txid_current_if_assigned() IS NULL AS fresh",
    });
    expect(seen).toEqual({ iso: 'read committed', fresh: true });
  });

  it('a statement sent with COMMIT commits with the work', async () => {
    await withTransaction(pool, async (tx) => {
      await tx.query('INSERT INTO t VALUES (1)');
      beforeCommit(tx, "UPDATE t SET note = 'last' WHERE id = 1");
    });
    expect((await pool.query('SELECT note FROM t WHERE id = 1')).rows).toEqual([{ note: 'last' }]);
  });

  it('a statement sent with COMMIT that fails rolls the whole transaction back and rejects', async () => {
    await expect(
      withTransaction(pool, async (tx) => {
        await tx.query('INSERT INTO t VALUES (2)');
        beforeCommit(tx, 'INSERT INTO t VALUES (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await ids()).toEqual([1]);
    // The pool's connection is usable again (not left inside an aborted transaction).
    await withTransaction(pool, (tx) => tx.query('INSERT INTO t VALUES (3)'));
    expect(await ids()).toEqual([1, 3]);
  });

  it('beforeCommit outside withTransaction is a programming error', async () => {
    const client = await pool.connect();
    try {
      expect(() => beforeCommit(client, 'SELECT 1')).toThrow(/withTransaction/);
    } finally {
      client.release();
    }
  });
});
