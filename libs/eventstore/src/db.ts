import pg from 'pg';

export type Queryable = Pick<pg.PoolClient, 'query'>;

// Work to run once the transaction on a client has committed (never on rollback).
const afterCommitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `hook` after the transaction `tx` (opened by `withTransaction`) commits. Returns false
 * when `tx` is not such a transaction, so the caller can fall back to doing its work inside it.
 */
export function onCommit(tx: Queryable, hook: () => void): boolean {
  const hooks = afterCommitHooks.get(tx);
  if (!hooks) return false;
  hooks.push(hook);
  return true;
}

/** Runs `work` in one transaction; rolls back on any throw. */
export function withTransaction<T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  return transaction(pool, 'BEGIN', work);
}

/**
 * Runs several reads against one snapshot (REPEATABLE READ, read-only): a page and its total
 * then always agree, even while projections commit between the two queries. A client that is
 * already in a transaction is used as it is.
 */
export function withReadSnapshot<T>(db: Queryable | pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!(db instanceof pg.Pool)) return work(db);
  return transaction(db, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', work);
}

async function transaction<T>(pool: pg.Pool, begin: string, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const hooks: (() => void)[] = [];
  afterCommitHooks.set(client, hooks);
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    afterCommitHooks.delete(client);
    for (const hook of hooks) hook();
    return result;
  } catch (err) {
    afterCommitHooks.delete(client);
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor may a checked-out one's: pg-pool takes its listener off a client it hands out, and a
  // client held between queries (a transaction awaiting NATS) has no query to reject when the
  // server goes away, so pg emits 'error' on it. Its next query fails instead; the holder
  // releases it as broken.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * One page of a list and the total it belongs to, read in one snapshot: `rows` is the page's
 * SELECT (with its ORDER BY/LIMIT/OFFSET), `count` a `SELECT count(*) AS n` over the same rows;
 * both take `params`.
 */
export async function readPage<R extends pg.QueryResultRow>(
  db: Queryable | pg.Pool,
  q: { rows: string; count: string; params: unknown[] },
): Promise<{ rows: R[]; total: number }> {
  return withReadSnapshot(db, async (tx) => {
    const { rows } = await tx.query<R>(q.rows, q.params);
    const { rows: count } = await tx.query<{ n: string }>(q.count, q.params);
    return { rows, total: Number(count[0]?.n ?? 0) };
  });
}
