import type pg from 'pg';
import { withTransaction } from './db.js';
import { rowToEvent, type StoredEvent } from './event-store.js';
import { NotifiedLoop } from './notified-loop.js';
import type { EventStoreMetrics } from './metrics.js';

/**
 * A read model fed from this service's own event store. `apply` must be idempotent per
 * event and must never reject one: a projection records what happened, it does not judge.
 */
export interface Projection {
  name: string;
  handles: readonly string[];
  apply(event: StoredEvent, tx: pg.PoolClient): Promise<void>;
  /** Empties the read model before a rebuild. */
  reset(tx: pg.PoolClient): Promise<void>;
}

interface Waiter {
  names: string[];
  position: number;
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
 * Runs projections from checkpoints. Several instances may run it: the checkpoint row is
 * taken `FOR UPDATE SKIP LOCKED`, so one instance advances a projection at a time and the
 * others move on. Positions are visible in commit order (see EventStore), so a checkpoint
 * never skips an event that commits later.
 */
export class ProjectionRunner {
  private readonly loop: NotifiedLoop;
  private readonly waiters = new Set<Waiter>();
  private watcher: Promise<void> | null = null;

  constructor(private readonly o: ProjectionRunnerOptions) {
    this.loop = new NotifiedLoop(o.pool, () => this.runOnce(), {
      pollIntervalMs: o.pollIntervalMs,
      onError: (err) => o.logger?.error({ err }, 'projection batch failed'),
    });
  }

  async start(): Promise<void> {
    if (this.o.projections.length > 0) await this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Advances every projection by at most one batch; returns events applied. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (const p of this.o.projections) total += await this.advance(p);
    return total;
  }

  private async advance(p: Projection): Promise<number> {
    return withTransaction(this.o.pool, async (tx) => {
      const from = await this.lockCheckpoint(tx, p.name);
      if (from === null) return 0;
      const { applied, to } = await this.applyBatch(tx, p, from);
      if (to !== from) {
        await tx.query('UPDATE es_checkpoints SET position = $2, updated_at = now() WHERE name = $1', [p.name, to]);
        this.o.metrics?.projectionPosition.set({ projection: p.name }, to);
      }
      return applied;
    });
  }

  private async lockCheckpoint(tx: pg.PoolClient, name: string): Promise<number | null> {
    await tx.query('INSERT INTO es_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
    const { rows } = await tx.query<{ position: string }>(
      'SELECT position FROM es_checkpoints WHERE name = $1 FOR UPDATE SKIP LOCKED',
      [name],
    );
    return rows.length ? Number(rows[0]!.position) : null;
  }

  private async applyBatch(tx: pg.PoolClient, p: Projection, from: number): Promise<{ applied: number; to: number }> {
    const limit = this.o.batchSize ?? 500;
    // Read the head first: everything at or below it is committed, so unrelated events up
    // to it can be stepped over without being read.
    const { rows: head } = await tx.query<{ p: string | null }>('SELECT max(position) AS p FROM es_events');
    const headPosition = Number(head[0]?.p ?? 0);
    const { rows } = await tx.query(
      `SELECT * FROM es_events WHERE position > $1 AND position <= $2 AND type = ANY($3::text[])
        ORDER BY position LIMIT $4`,
      [from, headPosition, p.handles, limit],
    );
    const events: StoredEvent[] = rows.map(rowToEvent);
    const now = Date.now();
    for (const e of events) {
      await p.apply(e, tx);
      this.o.metrics?.projectionLatency.observe({ projection: p.name }, (now - Date.parse(e.occurredAt)) / 1000);
    }
    const to = events.length === limit ? events[events.length - 1]!.position : Math.max(from, headPosition);
    return { applied: events.length, to };
  }

  /**
   * Drops the read model and replays the whole store into it in one transaction: readers
   * keep seeing the old model until the new one is complete.
   */
  async rebuild(name: string): Promise<number> {
    const p = this.o.projections.find((x) => x.name === name);
    if (!p) throw new Error(`Unknown projection ${name}`);
    return withTransaction(this.o.pool, async (tx) => {
      await tx.query('INSERT INTO es_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
      await tx.query('SELECT position FROM es_checkpoints WHERE name = $1 FOR UPDATE', [name]);
      await p.reset(tx);
      let from = 0;
      let total = 0;
      for (;;) {
        const { applied, to } = await this.applyBatch(tx, p, from);
        total += applied;
        if (to === from) break;
        from = to;
      }
      await tx.query('UPDATE es_checkpoints SET position = $2, updated_at = now() WHERE name = $1', [name, from]);
      return total;
    });
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

  private waitUntil(names: string[], position: number, timeoutMs: number): Promise<void> {
    if (position <= 0 || names.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: Waiter = {
        names,
        position,
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
   * One loop per instance serves every waiting request: it drives the projections itself
   * (safe beside the main loop: checkpoints are taken SKIP LOCKED) and reads all checkpoints
   * in one query. A poll per request would starve the pool the projections need.
   */
  private async watch(): Promise<void> {
    const all = this.o.projections.map((p) => p.name);
    while (this.waiters.size) {
      try {
        await this.runOnce();
        const { rows } = await this.o.pool.query<{ name: string; position: string }>(
          'SELECT name, position FROM es_checkpoints WHERE name = ANY($1::text[])',
          [all],
        );
        const at = new Map(rows.map((r) => [r.name, Number(r.position)]));
        for (const w of [...this.waiters]) {
          if (w.names.every((n) => (at.get(n) ?? 0) >= w.position)) w.resolve();
        }
      } catch (err) {
        this.o.logger?.error({ err }, 'read-your-writes watcher failed; retrying');
      }
      if (this.waiters.size) await new Promise((r) => setTimeout(r, 2));
    }
  }
}
