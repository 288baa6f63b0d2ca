import { createHash } from 'node:crypto';
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

export interface TransactionOptions {
  /**
   * Statements sent with BEGIN in its round trip (a simple query: no parameters, so anything
   * written into it must be escaped or be a number); their results reach `work`.
   */
  begin?: string;
  /** Session statements that `begin` EXECUTEs: prepared on the connection first, once per connection. */
  prepared?: readonly SessionStatement[];
  /**
   * Keys (a stream id) the transaction holds from its start to its end: two transactions
   * naming one key run one after the other, the second reading what the first committed,
   * instead of both deciding on the same state and one failing on the stream's version.
   */
  serializeOn?: readonly string[];
}

/** Runs `work` in one transaction; rolls back on any throw. */
export function withTransaction<T>(
  pool: pg.Pool,
  work: (tx: pg.PoolClient, began: pg.QueryResult[]) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const begin = beginStatement(options.serializeOn);
  return transaction(pool, options.begin ? `${begin}; ${options.begin}` : begin, work, options.prepared);
}

/**
 * A statement prepared with SQL PREPARE for the session, so that `EXECUTE name(…)` can ride in a
 * simple query (with BEGIN) and still skip planning: for the reads that run on every command
 * or pass, planning cost more than running.
 */
export interface SessionStatement {
  name: string;
  /** `PREPARE name(types) AS …` */
  prepare: string;
}

/** A session statement the connection no longer has (dropped by hand with DEALLOCATE). */
export const isStaleSessionStatement = (err: unknown) => (err as { code?: string }).code === '26000';

/** Statements prepared on each connection (a new connection is a new client object). */
const preparedOn = new WeakMap<Queryable, Set<string>>();

/** Prepares each of `statements` on `client` unless it already is (a round trip for each one missing). */
async function ensurePrepared(client: Queryable, statements: readonly SessionStatement[]): Promise<void> {
  const names = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, names);
  const missing = [...new Map(statements.map((s) => [s.name, s])).values()].filter((s) => !names.has(s.name));
  for (const s of missing) {
    try {
      await client.query(s.prepare);
    } catch (err) {
      // Prepared on this connection by code that does not share this record.
      if ((err as { code?: string }).code !== '42P05') throw err;
    }
    names.add(s.name);
  }
}

/**
 * Runs `sql`, which EXECUTEs `prepared`, on `client`, preparing them first where they are not.
 * If the session lost them (DEALLOCATE by hand: 26000) the transaction `sql` began is rolled
 * back and it runs once more, prepared again.
 */
async function queryPrepared(
  client: Queryable,
  sql: string,
  prepared: readonly SessionStatement[],
): Promise<pg.QueryResult[]> {
  const run = async () => {
    const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(result) ? result : [result];
  };
  await ensurePrepared(client, prepared);
  try {
    return await run();
  } catch (err) {
    if ((err as { code?: string }).code !== '26000' || !prepared.length) throw err;
    await client.query('ROLLBACK');
    preparedOn.delete(client);
    await ensurePrepared(client, prepared);
    return run();
  }
}

/** A statement that rides in the COMMIT's round trip (`beforeCommit`). */
interface CommitStatement {
  sql: string;
  prepared: readonly SessionStatement[];
  onResult?: (result: pg.QueryResult) => void;
}

const commitStatements = new WeakMap<object, CommitStatement[]>();

/**
 * Sends `sql` in the round trip of the COMMIT of `tx` (opened by `withTransaction`), so a last
 * write costs no round trip of its own. A simple query: no parameters, so anything written
 * into it must be escaped or be a number. `sql` is one statement; it may EXECUTE `prepared`
 * (prepared on the connection first), and `onResult` gets its result once the COMMIT went
 * through. If it fails, the transaction rolls back and the caller's `withTransaction` rejects
 * with its error.
 */
export function beforeCommit(
  tx: Queryable,
  sql: string,
  options: { prepared?: readonly SessionStatement[]; onResult?: (result: pg.QueryResult) => void } = {},
): void {
  const statements = commitStatements.get(tx);
  if (!statements) throw new Error('beforeCommit needs a transaction opened by withTransaction');
  statements.push({ sql, prepared: options.prepared ?? [], onResult: options.onResult });
}

/**
 * `beforeCommit` when `tx` is a transaction opened by `withTransaction`; on any other client
 * `sql` runs at once. For a write whose result nobody reads (a projection's insert-only rows).
 */
export async function beforeCommitOrNow(
  tx: Queryable,
  sql: string,
  prepared: readonly SessionStatement[] = [],
): Promise<void> {
  if (commitStatements.has(tx)) return beforeCommit(tx, sql, { prepared });
  await ensurePrepared(tx, prepared);
  await tx.query(sql);
}

/**
 * Sends the statements queued by `beforeCommit` on `tx` now, in one round trip, instead of with
 * the COMMIT: for a long transaction (a projection's rebuild) that must not pile them up, or
 * reads what they write.
 */
export async function flushBeforeCommit(tx: Queryable): Promise<void> {
  const queued = commitStatements.get(tx);
  if (!queued?.length) return;
  const batch = queued.splice(0);
  await ensurePrepared(
    tx,
    batch.flatMap((s) => s.prepared),
  );
  const result = (await tx.query(batch.map((s) => s.sql).join('; '))) as pg.QueryResult | pg.QueryResult[];
  const results = Array.isArray(result) ? result : [result];
  batch.forEach((s, i) => s.onResult?.(results[i]!));
}

/** COMMIT with the statements queued by `beforeCommit` in front of it, in one round trip. */
async function commitWith(client: pg.PoolClient, last: CommitStatement[]): Promise<void> {
  if (!last.length) {
    await client.query('COMMIT');
    return;
  }
  await ensurePrepared(
    client,
    last.flatMap((s) => s.prepared),
  );
  let results: pg.QueryResult[];
  try {
    results = (await client.query(`${last.map((s) => s.sql).join('; ')}; COMMIT`)) as unknown as pg.QueryResult[];
  } catch (err) {
    // A session statement dropped by hand (DEALLOCATE): prepared again on this connection's
    // next use. The transaction is lost; the caller may run it again (isStaleSessionStatement).
    if (isStaleSessionStatement(err)) preparedOn.delete(client);
    throw err;
  }
  last.forEach((s, i) => s.onResult?.(results[i]!));
}

/** The advisory-lock key space of `serializeOn` (two int4 keys, apart from the bigint locks). */
const SERIALIZE_LOCK_SPACE = 0x6f77;

const lockKey = (key: string) => createHash('sha1').update(key).digest().readInt32BE(0);

/**
 * The statement taking the transaction-scoped locks of `keys` (their keys are numbers computed
 * here, so inlining them is safe), in ascending order so two transactions naming the same keys
 * never deadlock; null when there are none. Each later statement takes a new snapshot, so it
 * sees what the previous holder committed.
 */
export function serializeLocks(keys: readonly string[] = []): string | null {
  const locks = [...new Set(keys.map(lockKey))].sort((a, b) => a - b);
  return locks.length
    ? locks.map((k) => `SELECT pg_advisory_xact_lock(${SERIALIZE_LOCK_SPACE}, ${k})`).join('; ')
    : null;
}

/** `BEGIN` and the locks in one round trip. */
const beginStatement = (keys?: readonly string[]) => {
  const locks = serializeLocks(keys);
  return locks ? `BEGIN; ${locks}` : 'BEGIN';
};

/**
 * Runs several reads against one snapshot (REPEATABLE READ, read-only): a page and its total
 * then always agree, even while projections commit between the two queries. A client that is
 * already in a transaction is used as it is.
 */
export function withReadSnapshot<T>(db: Queryable | pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!(db instanceof pg.Pool)) return work(db);
  return transaction(db, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', work);
}

async function transaction<T>(
  pool: pg.Pool,
  begin: string,
  work: (tx: pg.PoolClient, began: pg.QueryResult[]) => Promise<T>,
  prepared: readonly SessionStatement[] = [],
): Promise<T> {
  const client = await pool.connect();
  const hooks: (() => void)[] = [];
  const last: CommitStatement[] = [];
  afterCommitHooks.set(client, hooks);
  commitStatements.set(client, last);
  try {
    const result = await work(client, await queryPrepared(client, begin, prepared));
    commitStatements.delete(client);
    await commitWith(client, last);
    afterCommitHooks.delete(client);
    for (const hook of hooks) hook();
    return result;
  } catch (err) {
    afterCommitHooks.delete(client);
    commitStatements.delete(client);
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export function createPool(connectionString: string, max = 10, min = 0): pg.Pool {
  // `min` connections stay open while idle; pg-pool closes the others after 10 s idle.
  const pool = new pg.Pool({ connectionString, max, min });
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
 * Opens `n` of the pool's connections at once and gives them back idle: the first burst of
 * requests then finds them open, where each would otherwise wait for a new backend (4.5 ms
 * here when the machine is quiet, tens of ms under load). Fails if any connection fails.
 */
export async function openConnections(pool: pg.Pool, n: number): Promise<void> {
  const opened = await Promise.allSettled(Array.from({ length: n }, () => pool.connect()));
  for (const o of opened) if (o.status === 'fulfilled') o.value.release();
  const failed = opened.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The column that carries the total on every row of a page read in one statement. */
const PAGE_TOTAL = 'oneway_page_total';

/**
 * One page of a list and the total it belongs to, read in one snapshot: `rows` is the page's
 * SELECT (with its ORDER BY/LIMIT/OFFSET), `count` a `SELECT count(*) AS n` over the same rows;
 * both take `params`, and `rows` also `pageParams` after them (its limit and offset). One
 * statement is one snapshot, so a page that has rows comes back with its total in one round
 * trip (the count runs once, as an init plan, and can stay index-only); an empty page, which
 * carries no total, reads both in a read-only snapshot transaction.
 *
 * The statement is named by its text: each connection parses it once, and Postgres's plan
 * cache can keep its plan, where an unnamed one was parsed and planned on every read (a third
 * of a browse read's time in Postgres). Its text must not hold values, so that the names stay
 * few: the list's filters and the page's size and offset are parameters.
 */
export async function readPage<R extends pg.QueryResultRow>(
  db: Queryable | pg.Pool,
  q: { rows: string; count: string; params: unknown[]; pageParams?: unknown[] },
): Promise<{ rows: R[]; total: number }> {
  const text = `SELECT page.*, (SELECT n FROM (${q.count}) AS c) AS ${PAGE_TOTAL} FROM (${q.rows}) AS page`;
  const rowParams = [...q.params, ...(q.pageParams ?? [])];
  const { rows: withTotal } = await db.query<R & { [PAGE_TOTAL]: string }>({
    name: `oneway_page_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`,
    text,
    values: rowParams,
  });
  if (withTotal.length) {
    const total = Number(withTotal[0]![PAGE_TOTAL]);
    const rows = withTotal.map(({ [PAGE_TOTAL]: _, ...row }) => row as unknown as R);
    return { rows, total };
  }
  return withReadSnapshot(db, async (tx) => {
    const { rows } = await tx.query<R>(q.rows, rowParams);
    const { rows: count } = await tx.query<{ n: string }>(q.count, q.params);
    return { rows, total: Number(count[0]?.n ?? 0) };
  });
}
