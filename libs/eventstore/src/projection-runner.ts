import pg from 'pg';
import { beforeCommit, flushBeforeCommit, withTransaction, type SessionStatement } from './db.js';
import {
  compareCursors,
  EventStore,
  readAllResultOf,
  type EventCursor,
  type EventRow,
  type StoredEvent,
} from './event-store.js';
import { NotifiedLoop } from './notified-loop.js';
import type { EventStoreMetrics } from './metrics.js';

const { escapeLiteral } = pg;

/**
 * A read model fed from this service's own event store. `apply` must be idempotent per
 * event and must never reject one: a projection records what happened, it does not judge.
 */
export interface Projection {
  name: string;
  handles: readonly string[];
  apply(event: StoredEvent, tx: pg.PoolClient): Promise<void>;
  /**
   * Optional: the same effect as `apply` on each event in order, in a few statements instead
   * of a few per event. A batch runs inside the checkpoint's transaction, whose transaction id
   * holds every reader's horizon back (EventStore.readAll) until it commits: per-event round
   * trips at a high rate make that transaction, and so every read-your-writes wait, long.
   */
  applyBatch?(events: StoredEvent[], tx: pg.PoolClient): Promise<void>;
  /** Empties the read model before a rebuild. */
  reset(tx: pg.PoolClient): Promise<void>;
  /**
   * Projections whose rows this one reads or updates: in a pass it runs once their batches
   * have committed (the next pass if one failed), as the others run side by side.
   */
  after?: readonly string[];
}

/** The advisory lock key of projection `$1`'s checkpoint: one instance advances it at a time. */
const CHECKPOINT_LOCK = "hashtextextended('es_checkpoint:' || $1, 0)";

/**
 * Takes projection `$1` for this transaction (`ok`), or finds another instance holding it.
 * A transaction-scoped advisory lock rather than a row lock: a pass that finds nothing to do
 * then writes nothing (no transaction id, no WAL, no fsync) and never holds back the other
 * readers' horizon. The transaction commits asynchronously (`synchronous_commit = off`): its
 * read-model rows and checkpoint are lost or kept together by a crash, and a lost pass is
 * replayed from the durable events (projections are idempotent).
 */
const TAKE_CHECKPOINT: SessionStatement = {
  name: 'oneway_es_take_checkpoint',
  prepare: `PREPARE oneway_es_take_checkpoint(text) AS
    SELECT set_config('synchronous_commit', 'off', true), pg_try_advisory_xact_lock(${CHECKPOINT_LOCK}) AS ok`,
};

/**
 * Where projection `$1` stands. Sent after TAKE_CHECKPOINT in the same round trip as its own
 * statement, so its snapshot is taken once the lock is held: a read in the same statement as
 * the lock could miss the move of the instance that held it last.
 */
const READ_CHECKPOINT: SessionStatement = {
  name: 'oneway_es_read_checkpoint',
  prepare:
    'PREPARE oneway_es_read_checkpoint(text) AS SELECT tx_id::text AS tx, position FROM es_checkpoints WHERE name = $1',
};

/** Moves projection `$3`'s checkpoint to (`$1`, `$2`): sent with COMMIT. */
const SAVE_CHECKPOINT: SessionStatement = {
  name: 'oneway_es_save_checkpoint',
  prepare: `PREPARE oneway_es_save_checkpoint(xid8, bigint, text) AS
    UPDATE es_checkpoints SET tx_id = $1, position = $2, updated_at = now() WHERE name = $3`,
};

const CHECKPOINT_STATEMENTS = [TAKE_CHECKPOINT, READ_CHECKPOINT, SAVE_CHECKPOINT];

/**
 * The projections of `$1` (name, handles) with events to apply below the horizon `$2`, or no
 * checkpoint yet; the checkpoints of the others step over the horizon in the same statement.
 */
export const DUE_PROJECTIONS_SQL = `WITH c AS (
   SELECT p.name, k.name IS NOT NULL AS known,
          coalesce(k.tx_id, '0'::xid8) AS tx_id, coalesce(k.position, 0) AS position,
          next.due IS NOT NULL AS due
     FROM jsonb_to_recordset($1::jsonb) AS p(name text, handles text[])
     LEFT JOIN es_checkpoints k ON k.name = p.name
     -- The first event to apply, walked to along the global-order index from the
     -- checkpoint. (An EXISTS here was planned as a scan of the whole table, once per
     -- projection per pass: the store's largest cost, growing with every event.)
     LEFT JOIN LATERAL (
       SELECT true AS due FROM es_events e
        WHERE (e.tx_id, e.position) > (coalesce(k.tx_id, '0'::xid8), coalesce(k.position, 0))
          AND e.tx_id < $2::xid8 AND e.type = ANY(p.handles)
        ORDER BY e.tx_id, e.position LIMIT 1) next ON true
 ), moved AS (
   -- Nothing to apply below the horizon: the checkpoint steps over it (asynchronous
   -- commit, as for a batch; unless another instance holds the projection).
   UPDATE es_checkpoints k SET tx_id = $2::xid8, position = 0, updated_at = now()
     FROM c
    WHERE k.name = c.name AND c.known AND NOT c.due AND c.tx_id < $2::xid8
      AND set_config('synchronous_commit', 'off', true) IS NOT NULL
      AND pg_try_advisory_xact_lock(${CHECKPOINT_LOCK.replace('$1', 'c.name')})
   RETURNING k.name
 )
 SELECT name FROM c WHERE due OR NOT known`;

interface Waiter {
  names: string[];
  position: number;
  /** The event's place in the global order, looked up once. */
  cursor: EventCursor | null;
  resolve: () => void;
}

export interface ProjectionRunnerOptions {
  pool: pg.Pool;
  projections: Projection[];
  batchSize?: number;
  pollIntervalMs?: number;
  metrics?: EventStoreMetrics;
  logger?: { error: (obj: object, msg: string) => void };
}

/**
 * Runs projections from checkpoints. Several instances may run it: a projection is taken with
 * a try-advisory lock for its transaction, so one instance advances it at a time and the
 * others move on. A checkpoint is a cursor in the store's global order and only moves over
 * transactions that have ended (see EventStore.readAll), so it never skips an event that
 * commits later.
 */
export class ProjectionRunner {
  private readonly loop: NotifiedLoop;
  private readonly waiters = new Set<Waiter>();
  private watcher: Promise<void> | null = null;
  private readonly store: EventStore;
  /** Set by a batch that found committed events it cannot read yet (an older transaction is open). */
  private waiting = false;
  /** Set by a batch that applied a full batch: more of its events may wait below the horizon. */
  private full = false;
  /** True while the main loop runs (start → stop). */
  private running = false;
  private readonly stepListeners: (() => void)[] = [];

  constructor(private readonly o: ProjectionRunnerOptions) {
    checkRunOrder(o.projections);
    this.store = new EventStore(o.pool);
    this.loop = new NotifiedLoop(o.pool, () => this.step(), {
      pollIntervalMs: o.pollIntervalMs,
      onError: (err) => o.logger?.error({ err }, 'projection batch failed'),
    });
  }

  async start(): Promise<void> {
    if (this.o.projections.length === 0) return;
    await this.loop.start();
    this.running = true;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop.stop();
    this.afterStep();
  }

  /**
   * Advances every projection that has events to apply by at most one batch; returns events
   * applied. One horizon serves the whole pass, and one statement finds the projections with
   * work and moves the others' checkpoints up to the horizon: a pass after one event costs a
   * transaction for each projection that handles it, not one for each projection. Those
   * transactions run side by side, each on its own connection: a projection's checkpoint and
   * rows are its own, so none waits for the round trips of the others (a command waiting to
   * read its write waited for every projection the event concerned, one after another). One
   * that names others in `after` starts once their batches have committed, and waits for the
   * next pass if one of them failed.
   */
  async runOnce(): Promise<number> {
    const at = await this.store.readHorizon();
    if (at.waiting) this.waiting = true;
    const due = await this.dueProjections(at.horizon);
    const batches = new Map<string, Promise<number>>();
    const batchOf = (p: Projection): Promise<number> => {
      let batch = batches.get(p.name);
      if (!batch) {
        const first = (p.after ?? []).flatMap((name) => {
          const other = this.o.projections.find((o) => o.name === name);
          return other && due.has(name) ? [batchOf(other)] : [];
        });
        // After a failed batch the rows it would have made are missing: this one waits a pass.
        batch = Promise.allSettled(first).then((ended) =>
          ended.some((r) => r.status === 'rejected') ? 0 : this.advance(p, at),
        );
        batches.set(p.name, batch);
      }
      return batch;
    };
    for (const p of this.o.projections) if (due.has(p.name)) void batchOf(p);
    const passes = await Promise.allSettled(batches.values());
    // Every batch has ended (committed or rolled back) before a failure is reported.
    const failed = passes.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return passes.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0);
  }

  private async dueProjections(horizon: string): Promise<Set<string>> {
    const list = this.o.projections.map((p) => ({ name: p.name, handles: p.handles }));
    // Named: planned once per connection (it runs on every pass of every instance).
    const { rows } = await this.o.pool.query<{ name: string }>({
      name: 'oneway_es_due_projections',
      text: DUE_PROJECTIONS_SQL,
      values: [JSON.stringify(list), horizon],
    });
    return new Set(rows.map((r) => r.name));
  }

  /**
   * A pass; the next follows straight away only after a full batch or work beside events it
   * could not read yet (new commits wake the loop).
   */
  private async step(): Promise<{ found: number; waiting: boolean; more: boolean }> {
    this.waiting = false;
    this.full = false;
    try {
      const found = await this.runOnce();
      this.o.metrics?.projectionPasses.inc({ outcome: found ? 'applied' : 'empty' });
      // After work done beside events it could not read yet, the next pass goes at once (as
      // before the back-off): the older transaction holding them has often ended by then.
      return { found, waiting: this.waiting, more: this.full || (found > 0 && this.waiting) };
    } finally {
      this.afterStep();
    }
  }

  /** Wakes whoever waits for the main loop's next step to end (the read-your-writes watcher). */
  private afterStep(): void {
    const waiting = this.stepListeners.splice(0);
    for (const wake of waiting) wake();
  }

  /**
   * One batch of `p` in one transaction, in as few round trips as its guarantees allow: BEGIN
   * rides with taking the projection and reading its checkpoint, the checkpoint's move with COMMIT.
   */
  private async advance(p: Projection, at?: { horizon: string; waiting: boolean }): Promise<number> {
    const name = escapeLiteral(p.name);
    // With the pass's horizon known, the events after the checkpoint are read in the same round trip.
    const events = at ? EventStore.readAfterCheckpointStatement(p.name, at.horizon, this.batchSize, p.handles) : null;
    return withTransaction(
      this.o.pool,
      async (tx, began) => {
        const [taken, checkpoint, read] = began.slice(events ? -3 : -2) as [
          pg.QueryResult,
          pg.QueryResult<{ tx: string; position: string }>,
          pg.QueryResult<EventRow & { tx: string }>?,
        ];
        if (!taken.rows[0].ok) return 0;
        const from = await this.readCheckpoint(tx, p.name, checkpoint.rows);
        // A new projection's checkpoint was made just now: its events are read after it.
        const prefetched = checkpoint.rows.length ? read?.rows : undefined;
        const { applied, to, waiting } = await this.applyBatch(tx, p, from, at, prefetched);
        if (waiting) this.waiting = true;
        if (compareCursors(to, from) !== 0) this.saveCheckpoint(tx, p.name, to);
        return applied;
      },
      {
        begin: [`EXECUTE ${TAKE_CHECKPOINT.name}(${name})`, `EXECUTE ${READ_CHECKPOINT.name}(${name})`, events?.sql]
          .filter(Boolean)
          .join('; '),
        prepared: events ? [...CHECKPOINT_STATEMENTS, events.prepared] : CHECKPOINT_STATEMENTS,
      },
    );
  }

  private get batchSize(): number {
    return this.o.batchSize ?? 500;
  }

  /** Moves the checkpoint, in the round trip of the transaction's COMMIT. */
  private saveCheckpoint(tx: pg.PoolClient, name: string, to: EventCursor): void {
    beforeCommit(
      tx,
      `EXECUTE ${SAVE_CHECKPOINT.name}(${escapeLiteral(to.txId)}, ${Math.trunc(to.position)}, ${escapeLiteral(name)})`,
    );
    this.o.metrics?.projectionPosition.set({ projection: name }, to.position);
  }

  /** Where the projection stands: `read` came with BEGIN; a row is made for a new projection. */
  private async readCheckpoint(
    tx: pg.PoolClient,
    name: string,
    read: { tx: string; position: string }[],
  ): Promise<EventCursor> {
    let rows = read;
    if (!rows.length) {
      await tx.query('INSERT INTO es_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
      ({ rows } = await tx.query<{ tx: string; position: string }>(
        `EXECUTE ${READ_CHECKPOINT.name}(${escapeLiteral(name)})`,
      ));
    }
    return { txId: rows[0]!.tx, position: Number(rows[0]!.position) };
  }

  private async applyBatch(
    tx: pg.PoolClient,
    p: Projection,
    from: EventCursor,
    at?: { horizon: string; waiting: boolean },
    /** The events after `from`, read with BEGIN (`at` then is their horizon). */
    prefetched?: (EventRow & { tx: string })[],
  ): Promise<{ applied: number; to: EventCursor; waiting: boolean }> {
    // Unrelated events below the read horizon are stepped over without being read.
    const { events, next, waiting } =
      prefetched && at
        ? readAllResultOf(prefetched, from, this.batchSize, at.horizon, at.waiting)
        : await this.store.readAll(from, this.batchSize, tx, p.handles, at);
    if (events.length >= this.batchSize) this.full = true;
    const now = Date.now();
    if (p.applyBatch) {
      if (events.length) await p.applyBatch(events, tx);
    } else for (const e of events) await p.apply(e, tx);
    for (const e of events) {
      this.o.metrics?.projectionLatency.observe({ projection: p.name }, (now - Date.parse(e.occurredAt)) / 1000);
    }
    return { applied: events.length, to: next, waiting };
  }

  /**
   * Drops the read model and replays the whole store into it in one transaction: readers
   * keep seeing the old model until the new one is complete.
   */
  async rebuild(name: string): Promise<number> {
    const p = this.o.projections.find((x) => x.name === name);
    if (!p) throw new Error(`Unknown projection ${name}`);
    return withTransaction(
      this.o.pool,
      async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${CHECKPOINT_LOCK})`, [name]);
        await tx.query('INSERT INTO es_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
        await p.reset(tx);
        let from: EventCursor = { txId: '0', position: 0 };
        let total = 0;
        for (;;) {
          const { applied, to } = await this.applyBatch(tx, p, from);
          // Writes a projection left for the COMMIT go now: the next batch may read them, and a
          // whole history must not wait in one statement.
          await flushBeforeCommit(tx);
          total += applied;
          if (compareCursors(to, from) === 0) break;
          from = to;
        }
        // Transactions still open at the end commit later and are applied by the normal loop.
        this.saveCheckpoint(tx, name, from);
        return total;
      },
      // The checkpoint is saved with COMMIT by a statement prepared per connection: this one may
      // never have run a pass (an instance whose loop has not started, a new pool connection).
      { prepared: [SAVE_CHECKPOINT] },
    );
  }

  /**
   * Read-your-writes: resolves once projection `name` has applied `position`. After
   * `timeoutMs` it resolves anyway: the write has happened, only the read model lags.
   */
  waitFor(name: string, position: number, timeoutMs = 5000): Promise<void> {
    return this.waitUntil([name], position, timeoutMs);
  }

  /** Resolves once every projection of this runner has applied `position`. */
  waitForAll(position: number, timeoutMs = 5000): Promise<void> {
    return this.waitUntil(
      this.o.projections.map((p) => p.name),
      position,
      timeoutMs,
    );
  }

  /**
   * Read-your-writes after a command: up to what it wrote, or, for a repeat that wrote nothing
   * (a retry racing its first request, which may have committed a moment ago), up to everything
   * committed by now: without that the repeat answered from a read model still without the
   * first request's events ("not found" for what it had just created). Only `name` when given.
   */
  async waitForCommand(lastPosition: number | null | undefined, name?: string): Promise<void> {
    const position = lastPosition ?? (await this.store.headPosition());
    await (name ? this.waitFor(name, position) : this.waitForAll(position));
  }

  private waitUntil(names: string[], position: number, timeoutMs: number): Promise<void> {
    if (position <= 0 || names.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: Waiter = {
        names,
        position,
        cursor: null,
        resolve: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.resolve, timeoutMs);
      this.waiters.add(waiter);
      this.watcher ??= this.watch().finally(() => (this.watcher = null));
    });
  }

  /**
   * One loop per instance serves every waiting request and reads all checkpoints in one query
   * (a poll per request would starve the pool the projections need). With the main loop
   * running it asks that loop for one more step and checks after it ends (a second driver
   * would only compete with it for the same batches); otherwise it drives the projections
   * itself.
   */
  private async watch(): Promise<void> {
    const all = this.o.projections.map((p) => p.name);
    while (this.waiters.size) {
      try {
        if (this.running) {
          await new Promise<void>((wake) => {
            this.stepListeners.push(wake);
            this.loop.poke();
          });
        } else {
          // Only the projections someone waits for (a send waits for one of six).
          const wanted = new Set([...this.waiters].flatMap((w) => w.names));
          for (const p of this.o.projections) if (wanted.has(p.name)) await this.advance(p);
        }
        await this.locateWaiters();
        const { rows } = await this.o.pool.query<{ name: string; tx: string; position: string }>({
          name: 'oneway_es_waited_checkpoints',
          text: 'SELECT name, tx_id::text AS tx, position FROM es_checkpoints WHERE name = ANY($1::text[])',
          values: [all],
        });
        const at = new Map(rows.map((r) => [r.name, { txId: r.tx, position: Number(r.position) }]));
        for (const w of [...this.waiters]) {
          const target = w.cursor;
          if (!target) continue;
          if (w.names.every((n) => at.has(n) && compareCursors(at.get(n)!, target) >= 0)) w.resolve();
        }
      } catch (err) {
        this.o.logger?.error({ err }, 'read-your-writes watcher failed; retrying');
      }
      if (this.waiters.size) await new Promise((r) => setTimeout(r, 2));
    }
  }

  /** Finds where each new waiter's event sits in the global order (its transaction id). */
  private async locateWaiters(): Promise<void> {
    const unknown = [...this.waiters].filter((w) => !w.cursor);
    if (!unknown.length) return;
    const { rows } = await this.o.pool.query<{ position: string; tx: string }>({
      name: 'oneway_es_waiter_positions',
      text: 'SELECT position, tx_id::text AS tx FROM es_events WHERE position = ANY($1::bigint[])',
      values: [unknown.map((w) => w.position)],
    });
    const found = new Map(rows.map((r) => [Number(r.position), r.tx]));
    for (const w of unknown) {
      const txId = found.get(w.position);
      if (txId) w.cursor = { txId, position: w.position };
    }
  }
}

/**
 * No projection waits for itself through `after`. A name the runner does not run orders
 * nothing (a runner may run a few projections alone, for a rebuild or a test).
 */
function checkRunOrder(projections: Projection[]): void {
  const byName = new Map(projections.map((p) => [p.name, p]));
  const waitsFor = (p: Projection, seen: Set<string>): void => {
    for (const name of p.after ?? []) {
      if (seen.has(name)) throw new Error(`projection ${p.name} waits for itself through ${name}`);
      const other = byName.get(name);
      if (other) waitsFor(other, new Set([...seen, name]));
    }
  };
  for (const p of projections) waitsFor(p, new Set([p.name]));
}

/**
 * For `applyBatch`: applies `events` in order, handing each run of consecutive events that
 * `inRun` accepts to `run` together and every other event to `one`.
 */
export async function applyInRuns(
  events: StoredEvent[],
  inRun: (e: StoredEvent) => boolean,
  run: (events: StoredEvent[]) => Promise<void>,
  one: (e: StoredEvent) => Promise<void>,
): Promise<void> {
  let pending: StoredEvent[] = [];
  for (const e of events) {
    if (inRun(e)) {
      pending.push(e);
      continue;
    }
    if (pending.length) await run(pending);
    pending = [];
    await one(e);
  }
  if (pending.length) await run(pending);
}
