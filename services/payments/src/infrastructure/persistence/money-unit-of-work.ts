import type { DomainEvent, EventMetadata } from '@oneway/contracts';
import {
  type CommandUnit,
  type Decided,
  type Decider,
  type EventStore,
  type Evolver,
  runCommand,
  type RunCommandOptions,
  type UnitEvent,
} from '@oneway/eventstore';
import type pg from 'pg';
import type { JournalEntry } from '../../domain/ledger/journal-entry.js';
import { isOverdrawRefusal, overdrawnError, postEntry, postEntryAtCommit } from './ledger.repository.js';

export type { Decided };

/**
 * One money movement: the decisions on one or more streams and the journal entries they
 * imply, committed together or not at all, through the one command runner. Entries are the
 * runner's alongside writes, posted after the appends: a unit that lost a race on a stream
 * version fails before it touches a balance row.
 */
export class MoneyUnitOfWork {
  /** Entries posted in the COMMIT's round trip, to name the account if Postgres refuses an overdraw. */
  readonly postedAtCommit: JournalEntry[] = [];

  constructor(private readonly unit: CommandUnit) {}

  get tx(): pg.PoolClient {
    return this.unit.tx;
  }

  get metadata(): EventMetadata {
    return this.unit.metadata;
  }

  get events(): DomainEvent[] {
    return this.unit.events;
  }

  load<TState, TEvent extends DomainEvent>(decider: Evolver<TState, TEvent>, streamId: string): Promise<TState> {
    return this.unit.load(decider, streamId);
  }

  decide<TCommand, TState, TEvent extends DomainEvent>(
    decider: Decider<TCommand, TState, TEvent>,
    streamId: string,
    command: TCommand,
  ): Promise<Decided<TState, TEvent>> {
    return this.unit.decide(decider, streamId, command);
  }

  /** A loaded stream's events as they will stand once the unit commits (`CommandUnit.history`). */
  history(streamId: string): UnitEvent[] {
    return this.unit.history(streamId);
  }

  /** Another row written with the unit (an admin_audit_logs row beside a staff action's money). */
  alongside(write: (tx: pg.PoolClient) => Promise<unknown>): void {
    this.unit.alongside(write);
  }

  /**
   * Posts the entry with the unit's events; a repeated idempotency key posts nothing. In a
   * one-trip unit it rides in the COMMIT's round trip, after the appends.
   */
  post(entry: JournalEntry): void {
    const { correlationId, now } = this.unit.metadata;
    if (!this.unit.commitsInOneTrip) {
      this.unit.alongside((tx) => postEntry(tx, entry, { correlationId, now }));
      return;
    }
    this.postedAtCommit.push(entry);
    for (const statement of postEntryAtCommit(entry, { correlationId, now })) this.unit.atCommit(() => statement);
  }
}

export interface MoneyResult<T> {
  value: T;
  lastPosition: number | null;
}

/**
 * Runs `work` as one money transaction, retrying on a version conflict (the runner's policy).
 * With `oneTripCommit` the appends and the postings ride in the COMMIT's round trip (a unit
 * that queues rows with `alongside` cannot use it): an overdraw Postgres refuses there is the
 * ledger's error, as `postEntry` gives it.
 */
export async function runMoneyTransaction<T>(
  store: EventStore,
  metadata: EventMetadata,
  work: (uow: MoneyUnitOfWork) => Promise<T>,
  options: Pick<RunCommandOptions, 'maxAttempts' | 'serializeOn' | 'prefetch' | 'oneTripCommit'> = {},
): Promise<MoneyResult<T>> {
  let last: MoneyUnitOfWork | null = null;
  try {
    const { value, lastPosition } = await runCommand(
      store,
      metadata,
      (unit) => work((last = new MoneyUnitOfWork(unit))),
      options,
    );
    return { value, lastPosition };
  } catch (err) {
    const posted = (last as MoneyUnitOfWork | null)?.postedAtCommit ?? [];
    if (isOverdrawRefusal(err) && posted.length) throw overdrawnError(posted);
    throw err;
  }
}

/** The same inside a transaction someone else owns (a consumer's inbox transaction). */
export async function runInTransaction<T>(
  tx: pg.PoolClient,
  store: EventStore,
  metadata: EventMetadata,
  work: (uow: MoneyUnitOfWork) => Promise<T>,
): Promise<MoneyResult<T>> {
  const { value, lastPosition } = await runCommand(store, metadata, (unit) => work(new MoneyUnitOfWork(unit)), { tx });
  return { value, lastPosition };
}
