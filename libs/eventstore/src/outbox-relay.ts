import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type pg from 'pg';
import { DEFAULT_SUBJECT_PREFIX, subjectOf, type EventEnvelope } from '@oneway/contracts';
import { beforeCommit, withTransaction, type SessionStatement } from './db.js';
import { NO_EVENTS_APPLICATION_NAME, rowToEvent, type EventRow, type StoredEvent } from './event-store.js';
import { NotifiedLoop } from './notified-loop.js';
import { ensureContextStream } from './jetstream.js';
import { xid8Literal } from './xid8.js';
import type { EventStoreMetrics } from './metrics.js';

export interface OutboxRelayOptions {
  pool: pg.Pool;
  nc: NatsConnection;
  subjectPrefix?: string;
  batchSize?: number;
  /** Fallback poll when no NOTIFY arrives (another instance's commit, a missed wake-up). */
  pollIntervalMs?: number;
  /** How often a pass reads the whole pending index rather than from its floor (default 30 s). */
  fullScanIntervalMs?: number;
  metrics?: EventStoreMetrics;
  logger?: { error: (obj: object, msg: string) => void; debug?: (obj: object, msg: string) => void };
  /** Test seam: lets a test kill the process at the two dangerous points. */
  faults?: { afterPublish?: (events: StoredEvent[]) => void | Promise<void> };
}

/** What every row of a pass's read carries besides the event (null columns when none). */
interface PassRow {
  /** `pg_snapshot_xmin` of the read's snapshot: every transaction below it had ended. */
  horizon: string;
  /** Pending rows the read could see from its floor on, locked or not (at most batch + 1). */
  waiting: string;
}

/** The largest xid8: the upper bound of a floor's range. */
const MAX_XID8 = '18446744073709551615';

/**
 * One pass's read: takes up to `batchSize` pending rows, the oldest of streams no other
 * instance holds, and returns their events in position order, each row also carrying the
 * snapshot's horizon and how many pending rows it could see; one row of nulls when it took
 * none. With a `floor` (an xid8 in decimal) it looks only at events of transactions from
 * that one on, found through the global-order index, never walking the pending index's
 * dead entries.
 */
export function pendingBatchSql(batchSize: number, floor: string | null): string {
  return passSql(batchSize, floor === null ? null : `${xid8Literal(floor)}::xid8`);
}

/**
 * The read of a pass from a floor, prepared once per connection (`EXECUTE name('<floor>')`):
 * planning it cost more than running it (0.3 ms against 0.2 on every pass). Its generic plan
 * is the custom one, the CTEs being materialised and their joins fixed (measured with a
 * backlog of 5,000 rows in new streams and with three pending rows).
 */
export function pendingBatchStatement(batchSize: number): SessionStatement {
  const name = `oneway_es_relay_pass_${batchSize}`;
  return { name, prepare: `PREPARE ${name}(xid8) AS ${passSql(batchSize, '$1')}` };
}

function passSql(batchSize: number, floor: string | null): string {
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`bad batch size ${batchSize}`);
  // Bounded on both sides: with no statistics (no autovacuum has analysed the table) the
  // planner takes a one-sided range for a third of the table and scans all of it.
  const recent =
    floor === null
      ? ''
      : `o.position = ANY(ARRAY(SELECT position FROM es_events
                                 WHERE tx_id >= ${floor} AND tx_id <= '${MAX_XID8}'::xid8)) AND`;
  // Each stream's lock is tried once. Tried row by row, it failed on a stream's early rows
  // while another instance held it, then succeeded on its later ones once that instance
  // committed: the later events were published first. So only a stream's first candidate
  // tries it and the stream's other rows take that answer (window functions over the
  // candidates sorted by stream: a join of candidates to the locked streams was planned as a
  // nested loop, a thousand by a thousand rows, 97 ms a pass behind a backlog of new streams).
  // With the stream's lock held no other relay holds its rows (the holder committed before
  // releasing it), so the rows are locked without SKIP LOCKED: a row held by anyone else is
  // waited for, never stepped over.
  return `WITH candidates AS MATERIALIZED (
      SELECT o.position, o.stream_id FROM es_outbox o
       WHERE ${recent} o.published_at IS NULL
       ORDER BY o.position
       LIMIT ${batchSize * 5}),
    tried AS MATERIALIZED (
      SELECT c.position, c.stream_id,
             CASE WHEN row_number() OVER (PARTITION BY c.stream_id ORDER BY c.position) = 1
                  THEN pg_try_advisory_xact_lock(hashtextextended(c.stream_id, 0)) END AS locked
        FROM candidates c),
    held AS (
      SELECT t.position FROM (
        SELECT position, bool_or(locked) OVER (PARTITION BY stream_id) AS ours FROM tried) t
       WHERE t.ours),
    pending AS (
      SELECT o.position FROM es_outbox o
       WHERE o.position = ANY(ARRAY(SELECT position FROM held))
         AND o.published_at IS NULL
       ORDER BY o.position
       LIMIT ${batchSize}
       FOR UPDATE),
    pass AS (
      SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
             (SELECT count(*) FROM (
                SELECT 1 FROM es_outbox o WHERE ${recent} o.published_at IS NULL LIMIT ${batchSize + 1}) w
             ) AS waiting)
    SELECT e.*, pass.horizon, pass.waiting FROM pass
      LEFT JOIN (es_events e JOIN pending p ON p.position = e.position) ON true
     ORDER BY e.position`;
}

export const CORRELATION_HEADER = 'Oneway-Correlation-Id';

export function toEnvelope(e: StoredEvent): EventEnvelope {
  const { position: _position, ...envelope } = e;
  return envelope;
}

/**
 * Publishes committed events to JetStream. Safe to run in many instances: each batch takes
 * a transaction-scoped advisory lock per stream (tried once per stream), so one stream's
 * events are published by one instance at a time and in stream order; instances pass over
 * each other's streams. A crash after publishing but before marking re-publishes with the same
 * Nats-Msg-Id, which JetStream drops as a duplicate.
 */
export class OutboxRelay {
  private js: JetStreamClient;
  private jsm: JetStreamManager | null = null;
  private readonly knownStreams = new Set<string>();
  private readonly loop: NotifiedLoop;
  private readonly prefix: string;
  /**
   * Every event of a transaction below this id is published: a pass reads only newer
   * transactions' events (null: the whole pending index). Published rows leave dead entries
   * at the old end of that index until a vacuum, and walking them made every pass grow with
   * the store's history. It moves only when a pass took every pending row its snapshot could
   * see and published them all, to that snapshot's horizon (every older transaction had
   * ended, so its rows were in view). A row marked unpublished again by hand is found by the
   * full scan every `fullScanIntervalMs`.
   */
  private floor: string | null = null;
  private lastFullScan = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: OutboxRelayOptions) {
    this.js = jetstream(options.nc);
    this.prefix = options.subjectPrefix ?? DEFAULT_SUBJECT_PREFIX;
    this.loop = new NotifiedLoop(options.pool, () => this.pass(), {
      pollIntervalMs: options.pollIntervalMs,
      onError: (err) => options.logger?.error({ err }, 'outbox relay batch failed'),
    });
  }

  async start(): Promise<void> {
    this.jsm ??= await jetstreamManager(this.options.nc);
    await this.loop.start();
  }

  /** Finishes the batch in flight, then stops. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One pass: returns how many events it published. Exposed for tests and draining. */
  async publishBatch(): Promise<number> {
    return (await this.pass()).found;
  }

  /**
   * One pass, and whether another should follow straight away: only when it saw pending rows
   * it did not take (past the batch, or held by another instance) or a publish failed. Events
   * that commit during a pass wake the loop themselves; an empty pass after every batch was
   * half of all passes at 100 messages/s.
   */
  private async pass(): Promise<{ found: number; waiting: false; more: boolean }> {
    const batchSize = Math.trunc(this.options.batchSize ?? 200);
    const fullScan = performance.now() - this.lastFullScan >= (this.options.fullScanIntervalMs ?? 30_000);
    if (fullScan) this.lastFullScan = performance.now();
    const floor = fullScan ? null : this.floor;
    const statement = pendingBatchStatement(batchSize);
    // Marking rows published commits asynchronously: a crash that loses the mark re-publishes
    // with the same Nats-Msg-Id, which JetStream drops, as after a crash between publish and mark.
    // BEGIN and the read go in one round trip, the mark and COMMIT in another.
    const read = floor === null ? pendingBatchSql(batchSize, null) : `EXECUTE ${statement.name}(${xid8Literal(floor)})`;
    const outcome = await withTransaction(
      this.options.pool,
      async (tx, began) => {
        const all = began.at(-1)!.rows as (EventRow & PassRow)[];
        const pass = all[0]!;
        const rows = all.filter((r) => r.position !== null);
        // It took every pending row it could see: once they are published, nothing below this
        // snapshot's horizon waits. Otherwise (rows another instance holds) the floor stays.
        const clears = Number(pass.waiting) === rows.length;
        const events = rows.map(rowToEvent);
        const { done, failures } = await this.publishInOrder(events);
        if (events.length) await this.options.faults?.afterPublish?.(events.filter((e) => done.includes(e.position)));
        for (const f of failures) {
          await tx.query('UPDATE es_outbox SET attempts = attempts + 1, last_error = $2 WHERE position = $1', [
            f.position,
            f.error,
          ]);
        }
        // Positions are integers read from the table: safe to write into the statement.
        const published = done.filter(Number.isSafeInteger).join(',');
        if (published) {
          beforeCommit(
            tx,
            `UPDATE es_outbox SET published_at = now(), attempts = attempts + 1 WHERE position = ANY('{${published}}'::bigint[])`,
          );
        }
        return { pass, events, done, failed: failures.length > 0, clears: clears && failures.length === 0 };
      },
      {
        // Readers' horizons leave this transaction out: it locks rows while it publishes, but
        // appends no event.
        begin: `SET LOCAL synchronous_commit = 'off'; SET LOCAL application_name = '${NO_EVENTS_APPLICATION_NAME}'; ${read}`,
        prepared: floor === null ? [] : [statement],
      },
    );
    const { pass, events, done, failed, clears } = outcome;
    if (clears) this.floor = pass.horizon;
    this.options.metrics?.outboxPasses.inc({ outcome: events.length ? 'published' : 'empty' });
    if (events.length === 0) {
      await this.recordLag(floor === null ? null : Number(pass.waiting));
      return { found: 0, waiting: false, more: false };
    }
    this.options.metrics?.eventsPublished.inc(done.length);
    const now = Date.now();
    for (const e of events) {
      if (done.includes(e.position))
        this.options.metrics?.publishLatency.observe((now - Date.parse(e.occurredAt)) / 1000);
    }
    const leftBehind = Number(pass.waiting) > events.length || failed;
    return { found: done.length, waiting: false, more: done.length > 0 && leftBehind };
  }

  /**
   * Streams publish in parallel; inside a stream strictly one after another, and a failure
   * stops that stream so a later event never overtakes an earlier one.
   */
  private async publishInOrder(
    events: StoredEvent[],
  ): Promise<{ done: number[]; failures: { position: number; error: string }[] }> {
    const byStream = new Map<string, StoredEvent[]>();
    for (const e of events) {
      const list = byStream.get(e.streamId) ?? [];
      list.push(e);
      byStream.set(e.streamId, list);
    }
    const done: number[] = [];
    const failures: { position: number; error: string }[] = [];
    await Promise.all(
      [...byStream.values()].map(async (streamEvents) => {
        for (const e of streamEvents) {
          try {
            await this.publish(e);
            done.push(e.position);
          } catch (err) {
            failures.push({ position: e.position, error: String(err) });
            break;
          }
        }
      }),
    );
    return { done, failures };
  }

  private async publish(e: StoredEvent): Promise<void> {
    const context = e.type.split('.')[0]!;
    if (!this.knownStreams.has(context)) {
      await ensureContextStream(this.jsm!, context, this.prefix);
      this.knownStreams.add(context);
    }
    const h = natsHeaders();
    h.set(CORRELATION_HEADER, e.correlationId);
    await this.js.publish(subjectOf(e, this.prefix), JSON.stringify(toEnvelope(e)), {
      msgID: e.id,
      headers: h,
    });
  }

  /** `waiting`: what a pass from the floor saw pending, or null to count the whole index. */
  private async recordLag(waiting: number | null): Promise<void> {
    if (!this.options.metrics) return;
    if (waiting !== null) {
      // Nothing below the floor is pending: what the pass saw is the whole backlog.
      if (waiting > 0) return;
      this.options.metrics.outboxPending.set(0);
      this.options.metrics.outboxLagSeconds.set(0);
      return;
    }
    const { rows } = await this.options.pool.query<{ n: string; oldest: Date | null }>(
      'SELECT count(*) AS n, min(created_at) AS oldest FROM es_outbox WHERE published_at IS NULL',
    );
    this.options.metrics.outboxPending.set(Number(rows[0]?.n ?? 0));
    const oldest = rows[0]?.oldest;
    this.options.metrics.outboxLagSeconds.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
  }
}
