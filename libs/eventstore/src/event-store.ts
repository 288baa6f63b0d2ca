import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  type DomainEvent,
  type EventEnvelope,
  type EventMetadata,
  EventCatalogue,
  eventCatalogue,
} from '@oneway/contracts';
import { beforeCommit, onCommit, type Queryable, type SessionStatement } from './db.js';
import { EVENTS_CHANNEL, ownSignalId, signalCommit } from './commit-signal.js';
import { ConcurrencyError } from './errors.js';
import { sqlArray, sqlLiteral } from './sql-literal.js';
import { xid8Literal } from './xid8.js';

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
  /**
   * Ids chosen before the append, by position in `events` (`CommandUnit.eventId`): a row or an
   * event decided in the same unit can name an event before it is stored. The rest get new ids.
   */
  ids?: readonly (string | undefined)[];
}

/**
 * A place in the store's one global order: events sort by the id of the transaction that
 * wrote them, then by position. `txId` is a Postgres xid8 in decimal.
 */
export interface EventCursor {
  txId: string;
  position: number;
}

/**
 * The application name a transaction takes (SET LOCAL) while it holds a transaction id but can
 * append no event: the outbox relay's pass, which locks its rows while it publishes them.
 * Readers' horizons leave such transactions out: no event of theirs can commit below it.
 * Bounded by the relay, every projection waited for its publish round trips to end.
 */
export const NO_EVENTS_APPLICATION_NAME = 'oneway-outbox-relay';

/**
 * The read horizon: a transaction id below which every transaction that could write to this
 * database's store has ended. Transaction ids are cluster-wide, so the plain
 * `pg_snapshot_xmin` would make every database on a server wait for the oldest open
 * transaction of any other (one slow transaction elsewhere stalls all projections here).
 * Instead only the open transactions of this database hold the horizon back. One statement:
 * its snapshot `s`, then `ours`, the transaction ids open in this database (pg_stat_activity),
 * read after `s` was taken. The horizon is the least of `s`'s xmax and its open ids that are
 * in `ours`. A transaction of this database below it was assigned before `s`; if it was still
 * open when `ours` was read it would be in `ours` and bound the horizon, so it had ended, and
 * the next statement (a new snapshot under READ COMMITTED) sees everything it wrote. A
 * REPEATABLE READ or SERIALIZABLE reader (one snapshot for its whole transaction) uses that
 * snapshot's xmin instead. `head` is the newest event's transaction id in the same snapshot.
 * Reading other sessions' `backend_xid` needs the same role or `pg_read_all_stats`.
 */
const HORIZON_SQL = `SELECT CASE WHEN current_setting('transaction_isolation') <> 'read committed'
              THEN pg_snapshot_xmin(s)
              ELSE least(pg_snapshot_xmax(s),
                         (SELECT min(x) FROM pg_snapshot_xip(s) AS x
                           WHERE (x::text::numeric % 4294967296)::bigint IN (
                             SELECT backend_xid::text::bigint FROM pg_stat_activity
                              WHERE datname = current_database() AND backend_xid IS NOT NULL
                                AND application_name IS DISTINCT FROM '${NO_EVENTS_APPLICATION_NAME}')))
         END::text AS h,
         (SELECT max(tx_id) FROM es_events)::text AS head
    FROM pg_current_snapshot() AS s`;

async function readHorizonAndHead(db: Queryable): Promise<{ h: string; head: string | null }> {
  // The activity view is cached per transaction: a reader on a client (perhaps inside one)
  // must see it anew. A pool's query is a transaction of its own.
  if (!(db instanceof pg.Pool)) await db.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await db.query<{ h: string; head: string | null }>({ name: 'oneway_es_horizon', text: HORIZON_SQL });
  return rows[0]!;
}

/** Before the first event. */
export const START_CURSOR: EventCursor = { txId: '0', position: 0 };

export function compareCursors(a: EventCursor, b: EventCursor): number {
  const ta = BigInt(a.txId);
  const tb = BigInt(b.txId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.position - b.position;
}

export interface ReadAllResult {
  /** In the store's global order; every event before `next` has been returned or skipped. */
  events: StoredEvent[];
  /** Where the next read starts. */
  next: EventCursor;
  /**
   * Committed events exist that cannot be read yet because an older transaction is still
   * open; read again soon rather than waiting for a notification.
   */
  waiting: boolean;
}

export interface EventRow {
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

const APPEND_SQL = /* sql */ `
WITH cur AS (
  SELECT coalesce(max(stream_version), 0) AS v FROM es_events WHERE stream_id = $2
), ins AS (
  INSERT INTO es_events (id, stream_id, stream_version, type, version, data, correlation_id, causation_id, actor_id, occurred_at)
  SELECT x.id, $2, x.sv, x.t, x.v, x.d::jsonb, $3, $4, $5, $6
    FROM unnest($1::uuid[], $7::int[], $8::text[], $9::int[], $10::text[]) AS x(id, sv, t, v, d), cur
   WHERE cur.v = $11
  RETURNING position, stream_id, stream_version
), outbox AS (
  INSERT INTO es_outbox (position, stream_id) SELECT position, stream_id FROM ins
)
SELECT cur.v AS current, ins.position, ins.stream_version FROM cur LEFT JOIN ins ON true`;

/**
 * The append as a session statement for the COMMIT's round trip (`appendAtCommit`): no version
 * check of its own. The unique (stream, version) constraint fails it when another writer took
 * a version after the unit read the stream (`isStreamVersionConflict`).
 */
const APPEND_AT_COMMIT: SessionStatement = {
  name: 'oneway_es_append_at_commit',
  prepare: `PREPARE oneway_es_append_at_commit(uuid[], text, text, text, text, timestamptz, int[], text[], int[], text[]) AS
WITH ins AS (
  INSERT INTO es_events (id, stream_id, stream_version, type, version, data, correlation_id, causation_id, actor_id, occurred_at)
  SELECT x.id, $2, x.sv, x.t, x.v, x.d::jsonb, $3, $4, $5, $6
    FROM unnest($1, $7, $8, $9, $10) AS x(id, sv, t, v, d)
  RETURNING position, stream_id, stream_version
), outbox AS (
  INSERT INTO es_outbox (position, stream_id) SELECT position, stream_id FROM ins
)
SELECT position, stream_version FROM ins`,
};

/** The unique (stream, version) constraint refused an append: a concurrent writer took the version. */
export function isStreamVersionConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'es_events_stream_version_uq';
}

const { escapeLiteral } = pg;

const SLICE_COLUMNS = EVENT_COLUMNS.split(', ')
  .map((c) => `e.${c}`)
  .join(', ');

/**
 * The events of a stream one kind of decision reads: those of `types`, and those whose
 * `data[orData.key]` is `orData.value`. A decider's state folded from them must decide that
 * command exactly as the whole stream's would (its tests prove it).
 */
export interface StreamSlice {
  types: readonly string[];
  orData?: { key: string; value: string };
}

/** A slice's events and the whole stream's version, from `readStreamSliceStatement`'s rows. */
export function streamSliceOf(rows: (EventRow & { head_version: number })[]): {
  events: StoredEvent[];
  version: number;
} {
  return {
    events: rows.filter((r) => r.position !== null).map(rowToEvent),
    version: Number(rows[0]?.head_version ?? 0),
  };
}

/** The events after a projection's checkpoint, below a horizon, of some types (readAfterCheckpointStatement). */
const READ_AFTER_CHECKPOINT: SessionStatement = {
  name: 'oneway_es_read_after_checkpoint',
  prepare: `PREPARE oneway_es_read_after_checkpoint(text, xid8, int, text[]) AS
    SELECT ${SLICE_COLUMNS}, e.tx_id::text AS tx
      FROM es_checkpoints k
      CROSS JOIN LATERAL (
        SELECT * FROM es_events e
         WHERE (e.tx_id, e.position) > (k.tx_id, k.position) AND e.tx_id < $2 AND e.type = ANY($4)
         ORDER BY e.tx_id, e.position LIMIT $3) e
     WHERE k.name = $1
     ORDER BY e.tx_id, e.position`,
};

/** What a `readAll` of at most `limit` events after `after`, below `horizon`, returned as `rows`. */
export function readAllResultOf(
  rows: (EventRow & { tx: string })[],
  after: EventCursor,
  limit: number,
  horizon: string,
  waiting: boolean,
): ReadAllResult {
  const events = rows.map(rowToEvent);
  const last = rows[rows.length - 1];
  let next: EventCursor;
  if (rows.length === limit) next = { txId: last!.tx, position: Number(last!.position) };
  else {
    // Everything below the horizon has been read (or was not asked for).
    const atHorizon = { txId: horizon, position: 0 };
    next = compareCursors(atHorizon, after) > 0 ? atHorizon : after;
  }
  return { events, next, waiting };
}

const READ_STREAM_SQL = `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 ORDER BY stream_version`;

/** `readStream` prepared for the session, to be EXECUTEd with BEGIN (`readStreamStatement`). */
const READ_STREAM: SessionStatement = {
  name: 'oneway_es_begin_read_stream',
  prepare: `PREPARE oneway_es_begin_read_stream(text) AS ${READ_STREAM_SQL}`,
};

/**
 * The session statement reading one shape of slice: its types and its data key are written
 * into the statement, not passed, so that an index on them can serve it (a partial index on
 * the types, an expression index on the key: a service adds those it needs). Two arms, each
 * able to use its own index; an event that both would return comes from the first only.
 * Parameters: the stream id, and the data field's value.
 */
function sliceStatement(slice: StreamSlice): SessionStatement {
  const shape = JSON.stringify([slice.types, slice.orData?.key ?? null]);
  const known = sliceStatements.get(shape);
  if (known) return known;
  const name = `oneway_es_begin_read_slice_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
  const ofTypes = slice.types.length ? `e.type IN (${slice.types.map((t) => escapeLiteral(t)).join(', ')})` : 'false';
  const arms = [`SELECT * FROM es_events e WHERE e.stream_id = $1 AND ${ofTypes}`];
  if (slice.orData) {
    const key = escapeLiteral(slice.orData.key);
    arms.push(
      `SELECT * FROM es_events e WHERE e.data ? ${key} AND e.data ->> ${key} = $2 AND e.stream_id = $1 AND NOT (${ofTypes})`,
    );
  }
  const statement: SessionStatement = {
    name,
    prepare: `PREPARE ${name}(text${slice.orData ? ', text' : ''}) AS SELECT ${SLICE_COLUMNS}, h.v AS head_version
      FROM (SELECT coalesce(max(stream_version), 0) AS v FROM es_events WHERE stream_id = $1) h
      LEFT JOIN LATERAL (${arms.join(' UNION ALL ')}) e ON true
     ORDER BY e.stream_version`,
  };
  sliceStatements.set(shape, statement);
  return statement;
}
const sliceStatements = new Map<string, SessionStatement>();

interface AppendRow {
  current: number;
  position: string | null;
  stream_version: number | null;
}

export class EventStore {
  constructor(
    readonly pool: pg.Pool,
    private readonly catalogue: EventCatalogue = eventCatalogue,
  ) {}

  /**
   * Appends in its own transaction: one statement (events and outbox rows together) that
   * commits on its own, then wakes the readers.
   */
  async append(options: AppendOptions): Promise<AppendResult> {
    const result = await this.insert(this.pool, options);
    signalCommit(this.pool);
    return result;
  }

  /**
   * Appends inside the caller's transaction so a read-model row, an inbox row or a
   * credentials row commits atomically with the events. Takes no lock beyond the stream's
   * own rows: appends to different streams commit in parallel. Readers are woken after the
   * transaction commits (inside `withTransaction`; any other transaction NOTIFYs in it).
   */
  async appendInTransaction(tx: Queryable, options: AppendOptions): Promise<AppendResult> {
    const result = await this.insert(tx, options);
    if (!onCommit(tx, () => signalCommit(this.pool))) {
      await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, ownSignalId(this.pool)]);
    }
    return result;
  }

  /**
   * Appends in the round trip of the COMMIT of `tx` (opened by `withTransaction`): no round
   * trip of its own. The events come back at once, as they will be stored; their positions
   * are filled in once the COMMIT went through (0 until then: a row that must commit with them
   * finds them by id). A version taken meanwhile fails the COMMIT with an error for which
   * `isStreamVersionConflict` holds, and nothing of the transaction is kept.
   */
  appendAtCommit(tx: Queryable, options: AppendOptions): StoredEvent[] {
    const { streamId, metadata } = options;
    const { validated, ids, versions } = this.validate(options);
    const stored = this.storedOf(options, validated, ids, versions, new Map());
    const args = [
      sqlArray(ids, 'uuid'),
      escapeLiteral(streamId),
      escapeLiteral(metadata.correlationId),
      sqlLiteral(metadata.causationId),
      sqlLiteral(metadata.actorId),
      sqlLiteral(metadata.now),
      sqlArray(versions, 'int'),
      sqlArray(
        validated.map((e) => e.type),
        'text',
      ),
      sqlArray(
        validated.map((e) => e.version),
        'int',
      ),
      sqlArray(
        validated.map((e) => JSON.stringify(e.data)),
        'text',
      ),
    ];
    beforeCommit(tx, `EXECUTE ${APPEND_AT_COMMIT.name}(${args.join(', ')})`, {
      prepared: [APPEND_AT_COMMIT],
      onResult: ({ rows }) => {
        const positions = new Map(rows.map((r: AppendRow) => [r.stream_version!, Number(r.position)]));
        for (const e of stored) e.position = positions.get(e.streamVersion)!;
        signalCommit(this.pool);
      },
    });
    return stored;
  }

  /** Every event validated against its contract (as it can be stored), its new id and version. */
  private validate({ events, expectedVersion, ids: chosen }: AppendOptions) {
    if (events.length === 0) throw new Error('append needs at least one event');
    const validated = events.map((e) => {
      const contract = this.catalogue.latestVersion(e.type);
      return { ...this.catalogue.parse(e.type, contract, e.data), version: contract };
    });
    const ids = validated.map((_, i) => chosen?.[i] ?? randomUUID());
    const versions = validated.map((_, i) => expectedVersion + i + 1);
    return { validated, ids, versions };
  }

  private storedOf(
    { streamId, metadata }: AppendOptions,
    validated: { type: string; version: number; data: unknown }[],
    ids: string[],
    versions: number[],
    positions: Map<number, number>,
  ): StoredEvent[] {
    const occurredAt = metadata.now.toISOString();
    return validated.map((e, i) => ({
      position: positions.get(versions[i]!) ?? 0,
      id: ids[i]!,
      type: e.type,
      version: e.version,
      streamId,
      streamVersion: versions[i]!,
      occurredAt,
      correlationId: metadata.correlationId,
      causationId: metadata.causationId,
      actorId: metadata.actorId,
      data: e.data,
    }));
  }

  private async insert(db: Queryable, options: AppendOptions): Promise<AppendResult> {
    const { streamId, expectedVersion, events, metadata } = options;
    const { validated, ids, versions } = this.validate(options);
    let rows: AppendRow[];
    try {
      // Named: each connection parses and plans the statement once (the hottest write path).
      ({ rows } = await db.query<AppendRow>({
        name: 'oneway_es_append',
        text: APPEND_SQL,
        values: [
          ids,
          streamId,
          metadata.correlationId,
          metadata.causationId,
          metadata.actorId,
          metadata.now,
          versions,
          validated.map((e) => e.type),
          validated.map((e) => e.version),
          validated.map((e) => JSON.stringify(e.data)),
          expectedVersion,
        ],
      }));
    } catch (err) {
      // The unique (stream, version) constraint: a concurrent writer committed this version.
      if ((err as { code?: string }).code === '23505') throw new ConcurrencyError(streamId, expectedVersion, null);
      throw err;
    }
    const current = Number(rows[0]!.current);
    if (rows[0]!.position === null) throw new ConcurrencyError(streamId, expectedVersion, current);
    const positions = new Map(rows.map((r) => [r.stream_version!, Number(r.position)]));
    const stored = this.storedOf(options, validated, ids, versions, positions);
    return {
      nextExpectedVersion: expectedVersion + events.length,
      lastPosition: Math.max(...stored.map((e) => e.position)),
      events: stored,
    };
  }

  /**
   * `readStream` as a statement to ride in another statement's round trip
   * (`TransactionOptions.begin`, with `prepared`: the session statement it EXECUTEs, the
   * stream id escaped into the call); its rows go through `rowToEvent`.
   */
  static readStreamStatement(streamId: string): { sql: string; prepared: SessionStatement } {
    return { sql: `EXECUTE ${READ_STREAM.name}(${pg.escapeLiteral(streamId)})`, prepared: READ_STREAM };
  }

  /**
   * The part of a stream a decision reads (`slice`), with the whole stream's version, as a
   * statement to ride with BEGIN: one row per event of the slice, each carrying
   * `head_version`; a single row with no event when the slice is empty. See `streamSliceOf`.
   */
  static readStreamSliceStatement(streamId: string, slice: StreamSlice): { sql: string; prepared: SessionStatement } {
    const args = [escapeLiteral(streamId), ...(slice.orData ? [escapeLiteral(slice.orData.value)] : [])];
    const prepared = sliceStatement(slice);
    return { sql: `EXECUTE ${prepared.name}(${args.join(', ')})`, prepared };
  }

  async readStream(streamId: string, db: Queryable = this.pool): Promise<StoredEvent[]> {
    const { rows } = await db.query<EventRow>({
      name: 'oneway_es_read_stream',
      text: READ_STREAM_SQL,
      values: [streamId],
    });
    return rows.map(rowToEvent);
  }

  /**
   * Events after `after` in the store's global order (transaction id, then position), for
   * projections and replays. Only transactions older than every open one are read
   * (`pg_snapshot_xmin`), so an event can never appear later behind a cursor that moved past
   * it: a follower sees every committed event exactly once and never a gap that fills later.
   */
  /**
   * The read horizon now, and whether committed events wait behind it (an older transaction is
   * still open). A horizon read once may serve several later reads: it only grows.
   */
  async readHorizon(db: Queryable = this.pool): Promise<{ horizon: string; waiting: boolean }> {
    // Every transaction of this database below the horizon has ended, so the next statement
    // sees all of them.
    const { h: horizon, head } = await readHorizonAndHead(db);
    return { horizon, waiting: head !== null && BigInt(head) >= BigInt(horizon) };
  }

  async readAll(
    after: EventCursor,
    limit: number,
    db: Queryable = this.pool,
    types?: readonly string[],
    /** From `readHorizon` (read earlier, perhaps on another connection); read now when absent. */
    at?: { horizon: string; waiting: boolean },
  ): Promise<ReadAllResult> {
    const { horizon, waiting } = at ?? (await this.readHorizon(db));
    const params: unknown[] = [after.txId, after.position, horizon, limit];
    if (types) params.push(types);
    // Named (two texts, two names): every projection pass reads through it.
    const { rows } = await db.query<EventRow & { tx: string }>({
      name: types ? 'oneway_es_read_all_types' : 'oneway_es_read_all',
      text: `SELECT ${EVENT_COLUMNS}, tx_id::text AS tx FROM es_events
        WHERE (tx_id, position) > ($1::xid8, $2::bigint) AND tx_id < $3::xid8
          ${types ? 'AND type = ANY($5::text[])' : ''}
        ORDER BY tx_id, position LIMIT $4`,
      values: params,
    });
    return readAllResultOf(rows, after, limit, horizon, waiting);
  }

  /**
   * `readAll` from projection `name`'s checkpoint as it stands when the statement runs (sent
   * with BEGIN after the statement that takes the projection, so it reads the checkpoint this
   * transaction holds): `sql` EXECUTEs `prepared`; its rows go to `readAllResultOf`. No rows
   * when the projection has no checkpoint yet.
   */
  static readAfterCheckpointStatement(
    name: string,
    horizon: string,
    limit: number,
    types: readonly string[],
  ): { sql: string; prepared: SessionStatement } {
    const list = types.map((t) => pg.escapeLiteral(t)).join(', ');
    return {
      sql: `EXECUTE ${READ_AFTER_CHECKPOINT.name}(${pg.escapeLiteral(name)}, ${xid8Literal(horizon)}, ${Math.trunc(limit)}, ARRAY[${list}]::text[])`,
      prepared: READ_AFTER_CHECKPOINT,
    };
  }

  async headPosition(db: Queryable = this.pool): Promise<number> {
    const { rows } = await db.query<{ p: string | null }>('SELECT max(position) AS p FROM es_events');
    return Number(rows[0]?.p ?? 0);
  }
}
