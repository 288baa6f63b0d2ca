import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  type DomainEvent,
  type EventEnvelope,
  type EventMetadata,
  EventCatalogue,
  eventCatalogue,
} from '@oneway/contracts';
import { withTransaction, type Queryable } from './db.js';
import { ConcurrencyError } from './errors.js';

/** Channel the store NOTIFYs on commit so the relay and projections wake at once. */
export const EVENTS_CHANNEL = 'oneway_es_events';

// Appends serialise on this lock between position allocation and commit: positions then
// become visible strictly in order, which is what lets readers checkpoint by position.
const APPEND_LOCK_KEY = 7_244_093_501;

export interface StoredEvent<TData = unknown> extends EventEnvelope<TData> {
  position: number;
}

export interface AppendResult {
  nextExpectedVersion: number;
  lastPosition: number;
  events: StoredEvent[];
}

/** `expectedVersion` 0 means "the stream must not exist yet". */
export interface AppendOptions {
  streamId: string;
  expectedVersion: number;
  events: DomainEvent[];
  metadata: EventMetadata;
}

interface EventRow {
  position: string;
  id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  version: number;
  data: unknown;
  correlation_id: string;
  causation_id: string | null;
  actor_id: string | null;
  occurred_at: Date;
}

export function rowToEvent(row: EventRow): StoredEvent {
  return {
    position: Number(row.position),
    id: row.id,
    type: row.type,
    version: row.version,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    occurredAt: row.occurred_at.toISOString(),
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    actorId: row.actor_id,
    data: row.data,
  };
}

const EVENT_COLUMNS =
  'position, id, stream_id, stream_version, type, version, data, correlation_id, causation_id, actor_id, occurred_at';

export class EventStore {
  constructor(
    readonly pool: pg.Pool,
    private readonly catalogue: EventCatalogue = eventCatalogue,
  ) {}

  /** Appends in its own transaction. */
  append(options: AppendOptions): Promise<AppendResult> {
    return withTransaction(this.pool, (tx) => this.appendInTransaction(tx, options));
  }

  /**
   * Appends inside the caller's transaction so a read-model row, an inbox row or a
   * credentials row commits atomically with the events. Make it the last write of the
   * transaction: it holds the append lock until commit.
   */
  async appendInTransaction(tx: Queryable, options: AppendOptions): Promise<AppendResult> {
    const { streamId, expectedVersion, events, metadata } = options;
    if (events.length === 0) throw new Error('append needs at least one event');
    // Every event is validated against its contract before it can be stored.
    const validated = events.map((e) => {
      const contract = this.catalogue.latestVersion(e.type);
      return { ...this.catalogue.parse(e.type, contract, e.data), version: contract };
    });

    const { rows: current } = await tx.query<{ v: number | null }>(
      'SELECT max(stream_version) AS v FROM es_events WHERE stream_id = $1',
      [streamId],
    );
    const actual = current[0]?.v ?? 0;
    if (actual !== expectedVersion) throw new ConcurrencyError(streamId, expectedVersion, actual);

    await tx.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK_KEY]);
    const ids: string[] = [];
    const versions: number[] = [];
    const types: string[] = [];
    const contractVersions: number[] = [];
    const datas: string[] = [];
    validated.forEach((e, i) => {
      ids.push(randomUUID());
      versions.push(expectedVersion + i + 1);
      types.push(e.type);
      contractVersions.push(e.version);
      datas.push(JSON.stringify(e.data));
    });
    let rows: EventRow[];
    try {
      ({ rows } = await tx.query<EventRow>(
        `INSERT INTO es_events (id, stream_id, stream_version, type, version, data, correlation_id, causation_id, actor_id, occurred_at)
         SELECT id, $2, sv, t, v, d::jsonb, $3, $4, $5, $6
           FROM unnest($1::uuid[], $7::int[], $8::text[], $9::int[], $10::text[]) AS x(id, sv, t, v, d)
         RETURNING ${EVENT_COLUMNS}`,
        [
          ids,
          streamId,
          metadata.correlationId,
          metadata.causationId,
          metadata.actorId,
          metadata.now,
          versions,
          types,
          contractVersions,
          datas,
        ],
      ));
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new ConcurrencyError(streamId, expectedVersion, null);
      throw err;
    }
    rows.sort((a, b) => Number(a.position) - Number(b.position));
    await tx.query('INSERT INTO es_outbox (position, stream_id) SELECT unnest($1::bigint[]), $2', [
      rows.map((r) => r.position),
      streamId,
    ]);
    await tx.query(`SELECT pg_notify('${EVENTS_CHANNEL}', $1)`, [rows[rows.length - 1]!.position]);
    const stored = rows.map(rowToEvent);
    return {
      nextExpectedVersion: expectedVersion + events.length,
      lastPosition: stored[stored.length - 1]!.position,
      events: stored,
    };
  }

  async readStream(streamId: string, db: Queryable = this.pool): Promise<StoredEvent[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return rows.map(rowToEvent);
  }

  /** Events after `position` in commit order, for projections and replays. */
  async readAll(afterPosition: number, limit: number, db: Queryable = this.pool): Promise<StoredEvent[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE position > $1 ORDER BY position LIMIT $2`,
      [afterPosition, limit],
    );
    return rows.map(rowToEvent);
  }

  async headPosition(db: Queryable = this.pool): Promise<number> {
    const { rows } = await db.query<{ p: string | null }>('SELECT max(position) AS p FROM es_events');
    return Number(rows[0]?.p ?? 0);
  }
}
