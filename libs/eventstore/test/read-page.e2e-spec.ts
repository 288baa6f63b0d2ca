import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { createPool, readPage } from '../src/index.js';

// A list page and its total: read in one snapshot, so they always agree, in one round trip
// when the page has rows.

describe('readPage', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('read_page');
    pool = createPool(db.url, 4);
    await pool.query('CREATE TABLE items (id int PRIMARY KEY, owner text NOT NULL, at timestamptz NOT NULL)');
    await pool.query(
      `INSERT INTO items SELECT i, CASE WHEN i % 3 = 0 THEN 'a' ELSE 'b' END, '2026-11-01'::timestamptz + i * interval '1 minute'
         FROM generate_series(1, 50) AS i`,
    );
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const page = (owner: string, limit: number, offset: number) =>
    readPage<{ id: number; owner: string; at: Date }>(pool, {
      rows: `SELECT id, owner, at FROM items WHERE owner = $1 ORDER BY at DESC LIMIT ${limit} OFFSET ${offset}`,
      count: 'SELECT count(*) AS n FROM items WHERE owner = $1',
      params: [owner],
    });

  it('returns the page in the order its query asks for, with the columns as pg parses them, and the total', async () => {
    const first = await page('a', 5, 0);
    expect(first.total).toBe(16);
    expect(first.rows.map((r) => r.id)).toEqual([48, 45, 42, 39, 36]);
    expect(first.rows[0]).toEqual({ id: 48, owner: 'a', at: new Date('2026-11-01T00:48:00Z') });
    const last = await page('a', 5, 15);
    expect(last).toEqual({ rows: [{ id: 3, owner: 'a', at: new Date('2026-11-01T00:03:00Z') }], total: 16 });
  });

  it('an empty page still carries the total (past the end) or zero (nothing matches)', async () => {
    expect(await page('a', 5, 100)).toEqual({ rows: [], total: 16 });
    expect(await page('nobody', 5, 0)).toEqual({ rows: [], total: 0 });
  });

  it("takes the page's size and offset as parameters after the filter's: every page is one statement, parsed once per connection", async () => {
    const single = createPool(db.url, 1);
    const paged = (owner: string, limit: number, offset: number) =>
      readPage<{ id: number }>(single, {
        rows: 'SELECT id FROM items WHERE owner = $1 ORDER BY at DESC LIMIT $2::int OFFSET $3::int',
        count: 'SELECT count(*) AS n FROM items WHERE owner = $1',
        params: [owner],
        pageParams: [limit, offset],
      });
    try {
      expect(await paged('a', 2, 0)).toEqual({ rows: [{ id: 48 }, { id: 45 }], total: 16 });
      expect(await paged('a', 2, 2)).toEqual({ rows: [{ id: 42 }, { id: 39 }], total: 16 });
      // An empty page counts with the filter's parameters only.
      expect(await paged('a', 2, 100)).toEqual({ rows: [], total: 16 });
      const { rows } = await single.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_prepared_statements WHERE statement LIKE 'SELECT page.*%'",
      );
      expect(Number(rows[0]!.n)).toBe(1);
    } finally {
      await single.end();
    }
  });

  it('page and total agree while rows are added between reads', async () => {
    let next = 1000;
    const writer = (async () => {
      for (let i = 0; i < 200; i++)
        await pool.query(
          "INSERT INTO items VALUES ($1::int, 'b', '2026-12-01'::timestamptz + $1::int * interval '1 second')",
          [next++],
        );
    })();
    for (let i = 0; i < 50; i++) {
      const { rows, total } = await page('b', 1000, 0);
      expect(rows).toHaveLength(total);
    }
    await writer;
  });
});
