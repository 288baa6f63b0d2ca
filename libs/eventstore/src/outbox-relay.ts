import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type pg from 'pg';
import { DEFAULT_SUBJECT_PREFIX, subjectOf, type EventEnvelope } from '@oneway/contracts';
import { rowToEvent, type StoredEvent } from './event-store.js';
import { NotifiedLoop } from './notified-loop.js';
import { ensureContextStream } from './jetstream.js';
import type { EventStoreMetrics } from './metrics.js';

export interface OutboxRelayOptions {
  pool: pg.Pool;
  nc: NatsConnection;
  subjectPrefix?: string;
  batchSize?: number;
  /** Fallback poll when no NOTIFY arrives (another instance's commit, a missed wake-up). */
  pollIntervalMs?: number;
  metrics?: EventStoreMetrics;
  logger?: { error: (obj: object, msg: string) => void; debug?: (obj: object, msg: string) => void };
  /** Test seam: lets a test kill the process at the two dangerous points. */
  faults?: { afterPublish?: (events: StoredEvent[]) => void | Promise<void> };
}

export const CORRELATION_HEADER = 'Oneway-Correlation-Id';

export function toEnvelope(e: StoredEvent): EventEnvelope {
  const { position: _position, ...envelope } = e;
  return envelope;
}

/**
 * Publishes committed events to JetStream. Safe to run in many instances: each batch takes
 * a transaction-scoped advisory lock per stream, so one stream's events are published by
 * one instance at a time and in stream order; `FOR UPDATE SKIP LOCKED` keeps instances off
 * each other's rows. A crash after publishing but before marking re-publishes with the same
 * Nats-Msg-Id, which JetStream drops as a duplicate.
 */
export class OutboxRelay {
  private js: JetStreamClient;
  private jsm: JetStreamManager | null = null;
  private readonly knownStreams = new Set<string>();
  private readonly loop: NotifiedLoop;
  private readonly prefix: string;

  constructor(private readonly options: OutboxRelayOptions) {
    this.js = jetstream(options.nc);
    this.prefix = options.subjectPrefix ?? DEFAULT_SUBJECT_PREFIX;
    this.loop = new NotifiedLoop(options.pool, () => this.publishBatch(), {
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
    const client = await this.options.pool.connect();
    try {
      // Marking rows published commits asynchronously: a crash that loses the mark re-publishes
      // with the same Nats-Msg-Id, which JetStream drops, as after a crash between publish and mark.
      // BEGIN and the read go in one round trip (a simple query: no parameters, the limit is an
      // integer), the mark and COMMIT in another.
      const batchSize = Math.trunc(this.options.batchSize ?? 200);
      const results = (await client.query(
        `BEGIN; SET LOCAL synchronous_commit = 'off';
         WITH pending AS (
           SELECT o.position FROM es_outbox o
            WHERE o.published_at IS NULL
              AND pg_try_advisory_xact_lock(hashtextextended(o.stream_id, 0))
            ORDER BY o.position
            LIMIT ${batchSize}
            FOR UPDATE SKIP LOCKED)
         SELECT e.* FROM es_events e JOIN pending p ON p.position = e.position ORDER BY e.position`,
      )) as unknown as pg.QueryResult[];
      const rows = results.at(-1)!.rows;
      if (rows.length === 0) {
        await client.query('COMMIT');
        await this.recordLag(client);
        return 0;
      }
      const events = rows.map(rowToEvent);
      const byStream = new Map<string, StoredEvent[]>();
      for (const e of events) {
        const list = byStream.get(e.streamId) ?? [];
        list.push(e);
        byStream.set(e.streamId, list);
      }
      // Streams publish in parallel; inside a stream strictly one after another, and a
      // failure stops that stream so a later event never overtakes an earlier one.
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
      await this.options.faults?.afterPublish?.(events.filter((e) => done.includes(e.position)));
      for (const f of failures) {
        await client.query('UPDATE es_outbox SET attempts = attempts + 1, last_error = $2 WHERE position = $1', [
          f.position,
          f.error,
        ]);
      }
      // Positions are integers read from the table: safe to write into the statement.
      const published = done.filter(Number.isSafeInteger).join(',');
      await client.query(
        published
          ? `UPDATE es_outbox SET published_at = now(), attempts = attempts + 1 WHERE position = ANY('{${published}}'::bigint[]); COMMIT`
          : 'COMMIT',
      );
      this.options.metrics?.eventsPublished.inc(done.length);
      const now = Date.now();
      for (const e of events) {
        if (done.includes(e.position))
          this.options.metrics?.publishLatency.observe((now - Date.parse(e.occurredAt)) / 1000);
      }
      return done.length;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
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

  private async recordLag(client: pg.PoolClient): Promise<void> {
    if (!this.options.metrics) return;
    const { rows } = await client.query<{ n: string; oldest: Date | null }>(
      'SELECT count(*) AS n, min(created_at) AS oldest FROM es_outbox WHERE published_at IS NULL',
    );
    this.options.metrics.outboxPending.set(Number(rows[0]?.n ?? 0));
    const oldest = rows[0]?.oldest;
    this.options.metrics.outboxLagSeconds.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
  }
}
