import { type Decider, type DomainEvent, type EventMetadata, type Evolver, fold } from '@oneway/contracts';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export { type Decider, type Evolver, fold };
import { beforeCommit, isStaleSessionStatement, serializeLocks, withTransaction, type SessionStatement } from './db.js';
import { ConcurrencyError } from './errors.js';
import {
  EventStore,
  isStreamVersionConflict,
  rowToEvent,
  streamSliceOf,
  type EventRow,
  type StoredEvent,
  type StreamSlice,
} from './event-store.js';

/** What one decision did: the state it saw, the state after its events, and the events. */
export interface Decided<TState, TEvent> {
  before: TState;
  after: TState;
  events: TEvent[];
}

/**
 * Rows that must commit with the events (ledger postings, handoff codes, credentials); gets
 * the events as stored (ids, positions), for a read model the answer must show at once.
 */
export type AlongsideWrite = (tx: pg.PoolClient, stored: StoredEvent[]) => Promise<unknown>;

/** A statement for a simple query's round trip: literals escaped in, `prepared` the session statements it EXECUTEs. */
export interface InlineStatement {
  sql: string;
  prepared?: readonly SessionStatement[];
}

/**
 * `EXECUTE name(args)` of a session statement as an `InlineStatement`: each argument a literal
 * escaped already (`pg.escapeLiteral`, with a cast where the type needs one) or a number.
 */
export const executeStatement = (statement: SessionStatement, ...args: string[]): InlineStatement => ({
  sql: `EXECUTE ${statement.name}(${args.join(', ')})`,
  prepared: [statement],
});

/**
 * The one retry policy for version conflicts: the whole unit re-runs on fresh state, up to
 * `maxAttempts` times, after a jittered pause that grows with the attempt so two retrying
 * writers do not collide in lock-step. A domain refusal is never retried.
 */
export const CONFLICT_RETRY_POLICY = {
  maxAttempts: 8,
  pauseMs: (attempt: number) => Math.random() * 10 * attempt,
} as const;

export interface RunCommandOptions {
  /** Overrides the policy's attempts (a test that forces heavy contention). */
  maxAttempts?: number;
  /**
   * Runs inside a transaction the caller owns (a consumer's inbox transaction): no retry
   * here, a conflict rolls the caller's transaction back and the caller redelivers.
   */
  tx?: pg.PoolClient;
  /**
   * Streams whose commands should queue rather than race (`TransactionOptions.serializeOn`):
   * for a stream two writers predictably update at the same moment, such as a payment's
   * charge reply and its provider webhook.
   */
  serializeOn?: readonly string[];
  /**
   * Streams the unit loads, read in the round trip of BEGIN (after the `serializeOn` locks)
   * instead of one round trip each. Ignored inside a caller's transaction. A stream given
   * with a slice is read in part: only the events its decision reads (`StreamSlice`), with
   * the whole stream's version to append at.
   */
  prefetch?: readonly (string | { streamId: string; slice: StreamSlice })[];
  /**
   * Streams the caller knows are new (an id it has just derived): decided on the initial state
   * with no read. If one exists after all, the append's version check fails with a
   * ConcurrencyError, which leaves a caller's transaction usable (no statement failed).
   */
  newStreams?: readonly string[];
  /**
   * Reads sent in the round trip of BEGIN, after the prefetched streams; `work` finds their
   * results in `unit.reads`. Refused inside a caller's transaction.
   */
  reads?: readonly InlineStatement[];
  /**
   * The appends and the unit's `atCommit` rows ride in the round trip of COMMIT: with the
   * reads in BEGIN's, a command costs two round trips. Positions are known only once it
   * committed, so `alongside` writes are refused (a row that needs an event's position finds
   * it by the event's id). Refused inside a caller's transaction.
   */
  oneTripCommit?: boolean;
}

/** A stream as read for a unit: its events (all, or a slice) and its version. */
interface ReadStream {
  events: StoredEvent[];
  version: number;
  /** Only some of the stream's events were read (a prefetch with a slice). */
  sliced?: boolean;
}

export interface RunCommandResult<T> {
  value: T;
  /** Position of the last event written, for read-your-writes; null when nothing was written. */
  lastPosition: number | null;
  /** Every event the unit appended, in decision order. */
  events: DomainEvent[];
}

interface LoadedStream {
  version: number;
  state: unknown;
  /** The events read, or null when only a slice of them was. */
  read: StoredEvent[] | null;
  pending: DomainEvent[];
}

/** An event of a stream as a unit sees it: read from the store, or decided by the unit. */
export interface UnitEvent {
  type: string;
  occurredAt: string;
}

/**
 * One command's unit of work over one or more streams. Each stream is read once, at the
 * version the unit will append at; later decisions on the same stream see the earlier
 * ones' events. Nothing is written until the runner commits the unit.
 */
export class CommandUnit {
  private readonly streams = new Map<string, LoadedStream>();
  private readonly writes: AlongsideWrite[] = [];
  private readonly commitRows: ((stored: StoredEvent[]) => InlineStatement)[] = [];
  /** Every event decided so far, in decision order. */
  readonly events: DomainEvent[] = [];
  /** Ids given out by `eventId` before the events are stored. */
  private readonly chosenIds = new Map<DomainEvent, string>();

  constructor(
    readonly tx: pg.PoolClient,
    private readonly store: EventStore,
    readonly metadata: EventMetadata,
    /** Streams already read in this transaction (`RunCommandOptions.prefetch`). */
    private readonly prefetched: ReadonlyMap<string, ReadStream> = new Map(),
    /** The results of `RunCommandOptions.reads`, in their order. */
    readonly reads: readonly pg.QueryResult[] = [],
    /** `RunCommandOptions.oneTripCommit`. */
    private readonly oneTrip = false,
  ) {}

  get now(): Date {
    return this.metadata.now;
  }

  /** Whether the unit commits in one trip (`RunCommandOptions.oneTripCommit`): rows go through `atCommit`. */
  get commitsInOneTrip(): boolean {
    return this.oneTrip;
  }

  /** The stream's current state, including what this unit decided on it already. */
  async load<TState, TEvent extends DomainEvent>(decider: Evolver<TState, TEvent>, streamId: string): Promise<TState> {
    const known = this.streams.get(streamId);
    if (known) return known.state as TState;
    const read = this.prefetched.get(streamId) ?? wholeStream(await this.store.readStream(streamId, this.tx));
    const state = fold(decider, read.events);
    this.streams.set(streamId, { version: read.version, state, read: read.sliced ? null : read.events, pending: [] });
    return state;
  }

  /**
   * The events of a loaded stream as they will stand once the unit commits: those read, then
   * those decided, timed at the unit's `now` as they will be stored. Lets a reply describe the
   * stream without reading it again after the commit.
   */
  history(streamId: string): UnitEvent[] {
    const s = this.streams.get(streamId);
    if (!s?.read) throw new Error(`stream ${streamId} was not read whole in this unit`);
    const now = this.metadata.now.toISOString();
    return [
      ...s.read.map((e) => ({ type: e.type, occurredAt: e.occurredAt })),
      ...s.pending.map((e) => ({ type: e.type, occurredAt: now })),
    ];
  }

  /** Decides against the loaded state (loading it first) and queues the events. */
  async decide<TCommand, TState, TEvent extends DomainEvent>(
    decider: Decider<TCommand, TState, TEvent>,
    streamId: string,
    command: TCommand,
  ): Promise<Decided<TState, TEvent>> {
    const before = await this.load(decider, streamId);
    const events = decider.decide(command, before, this.metadata.now);
    const after = events.reduce(decider.evolve, before);
    const entry = this.streams.get(streamId)!;
    entry.state = after;
    entry.pending.push(...events);
    this.events.push(...events);
    return { before, after, events };
  }

  /**
   * The id `event` (decided in this unit) will be stored under, chosen now: another event
   * decided in the unit can name it as its source before it is stored.
   */
  eventId(event: DomainEvent): string {
    if (!this.events.includes(event)) throw new Error('eventId names an event decided in this unit');
    let id = this.chosenIds.get(event);
    if (!id) this.chosenIds.set(event, (id = randomUUID()));
    return id;
  }

  /** The ids chosen for a stream's pending events, by position. */
  private idsOf(pending: DomainEvent[]): (string | undefined)[] | undefined {
    return this.chosenIds.size ? pending.map((e) => this.chosenIds.get(e)) : undefined;
  }

  /**
   * Queues rows that commit with the events. They are written after the appends, so a unit
   * that lost a race on a stream version fails before it locks any of its extra rows.
   */
  alongside(write: AlongsideWrite): void {
    if (this.oneTrip) throw new Error('a one-trip commit takes its rows through atCommit');
    this.writes.push(write);
  }

  /**
   * A row that commits with the events, written in the round trip of COMMIT after the
   * appends: `build` gets the events as they will be stored (positions not yet known) and
   * returns the statement. A statement that fails rolls the whole unit back with its error.
   * Only in a one-trip commit (`RunCommandOptions.oneTripCommit`).
   */
  atCommit(build: (stored: StoredEvent[]) => InlineStatement): void {
    if (!this.oneTrip) throw new Error('atCommit needs a one-trip commit');
    this.commitRows.push(build);
  }

  /** Appends every stream with new events at the version it was read at, then the rows. */
  async commit(): Promise<number | null> {
    if (this.oneTrip) return this.commitInOneTrip();
    let lastPosition: number | null = null;
    const stored: StoredEvent[] = [];
    for (const [streamId, s] of this.streams) {
      if (!s.pending.length) continue;
      const r = await this.store.appendInTransaction(this.tx, {
        streamId,
        expectedVersion: s.version,
        events: s.pending,
        metadata: this.metadata,
        ids: this.idsOf(s.pending),
      });
      stored.push(...r.events);
      lastPosition = Math.max(lastPosition ?? 0, r.lastPosition);
    }
    for (const write of this.writes) await write(this.tx, stored);
    return lastPosition;
  }

  /** The appends and the `atCommit` rows queued for the COMMIT's round trip; the last position once committed. */
  private commitInOneTrip(): Promise<number | null> {
    const stored: StoredEvent[] = [];
    for (const [streamId, s] of this.streams) {
      if (!s.pending.length) continue;
      stored.push(
        ...this.store.appendAtCommit(this.tx, {
          streamId,
          expectedVersion: s.version,
          events: s.pending,
          metadata: this.metadata,
          ids: this.idsOf(s.pending),
        }),
      );
    }
    for (const build of this.commitRows) {
      const { sql, prepared } = build(stored);
      beforeCommit(this.tx, sql, { prepared });
    }
    this.committed = stored;
    // Not known yet: the runner reads `lastCommittedPosition` once the COMMIT went through.
    return Promise.resolve(null);
  }

  /** The events a one-trip commit queued; their positions are filled in by the COMMIT. */
  private committed: StoredEvent[] = [];

  /** After a one-trip commit went through: the position of its last event (null when none). */
  get lastCommittedPosition(): number | null {
    return this.committed.length ? Math.max(...this.committed.map((e) => e.position)) : null;
  }
}

/**
 * The one command runner: load → fold → decide → append with expected versions, in one
 * transaction, re-run from scratch on a version conflict (`work` must be a function of what
 * it loads). Every service runs its commands through it.
 */
export async function runCommand<T>(
  store: EventStore,
  metadata: EventMetadata,
  work: (unit: CommandUnit) => Promise<T>,
  options: RunCommandOptions = {},
): Promise<RunCommandResult<T>> {
  const fresh = (options.newStreams ?? []).map((id): [string, ReadStream] => [id, { events: [], version: 0 }]);
  let lastUnit: CommandUnit | null = null;
  const once = async (
    tx: pg.PoolClient,
    prefetched?: Map<string, ReadStream>,
    reads: pg.QueryResult[] = [],
    oneTrip = false,
  ): Promise<RunCommandResult<T>> => {
    const unit = new CommandUnit(tx, store, metadata, new Map([...(prefetched ?? []), ...fresh]), reads, oneTrip);
    lastUnit = unit;
    const value = await work(unit);
    const lastPosition = await unit.commit();
    return { value, lastPosition, events: unit.events };
  };
  if (options.tx) {
    if (options.reads || options.oneTripCommit)
      throw new Error('reads and oneTripCommit need the runner’s own transaction');
    const locks = serializeLocks(options.serializeOn);
    if (locks) await options.tx.query(locks);
    return once(options.tx);
  }
  const maxAttempts = options.maxAttempts ?? CONFLICT_RETRY_POLICY.maxAttempts;
  const prefetch = [
    ...new Map(
      (options.prefetch ?? []).map((p) => (typeof p === 'string' ? { streamId: p } : p)).map((p) => [p.streamId, p]),
    ).values(),
  ];
  const reads: InlineStatement[] = [
    ...prefetch.map(readStatement).map((r) => ({ sql: r.sql, prepared: [r.prepared] })),
    ...(options.reads ?? []),
  ];
  const extra = options.reads?.length ?? 0;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await withTransaction(
        store.pool,
        (tx, began) =>
          once(
            tx,
            prefetchedFrom(prefetch, began.slice(0, began.length - extra)),
            began.slice(began.length - extra),
            options.oneTripCommit,
          ),
        {
          serializeOn: options.serializeOn,
          begin: reads.length ? reads.map((r) => r.sql).join('; ') : undefined,
          prepared: reads.flatMap((r) => r.prepared ?? []),
        },
      );
      return options.oneTripCommit ? { ...result, lastPosition: lastUnit!.lastCommittedPosition } : result;
    } catch (err) {
      const conflict = err instanceof ConcurrencyError || isStreamVersionConflict(err);
      // A one-trip COMMIT that found a session statement dropped: nothing was kept, run it again.
      if (isStaleSessionStatement(err) && attempt < maxAttempts) continue;
      if (!conflict || attempt >= maxAttempts) throw conflict ? asConcurrencyError(err) : err;
      await new Promise((r) => setTimeout(r, CONFLICT_RETRY_POLICY.pauseMs(attempt)));
    }
  }
}

/** A conflict found at COMMIT (the unique constraint's error) as the typed error, naming the stream. */
function asConcurrencyError(err: unknown): ConcurrencyError {
  if (err instanceof ConcurrencyError) return err;
  const taken = /\(stream_id, stream_version\)=\((.*), (\d+)\)/.exec((err as { detail?: string }).detail ?? '');
  return new ConcurrencyError(taken?.[1] ?? 'unknown stream', Number(taken?.[2] ?? 1) - 1, null);
}

const wholeStream = (events: StoredEvent[]): ReadStream => ({ events, version: events.at(-1)?.streamVersion ?? 0 });

type Prefetch = { streamId: string; slice?: StreamSlice };

const readStatement = ({ streamId, slice }: Prefetch) =>
  slice ? EventStore.readStreamSliceStatement(streamId, slice) : EventStore.readStreamStatement(streamId);

/** The prefetched streams from the results of BEGIN's round trip (the last ones). */
function prefetchedFrom(list: Prefetch[], began: pg.QueryResult[]): Map<string, ReadStream> | undefined {
  if (!list.length) return undefined;
  const results = began.slice(-list.length);
  return new Map(
    list.map(({ streamId, slice }, i) => {
      const rows = results[i]!.rows as (EventRow & { head_version: number })[];
      return [streamId, slice ? { ...streamSliceOf(rows), sliced: true } : wholeStream(rows.map(rowToEvent))];
    }),
  );
}
