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
import { postEntry } from './ledger.repository.js';

export type { Decided };

/**
 * One money movement: the decisions on one or more streams and the journal entries they
 * imply, committed together or not at all, through the one command runner. Entries are the
 * runner's alongside writes, posted after the appends: a unit that lost a race on a stream
 * version fails before it touches a balance row.
 */
export class MoneyUnitOfWork {
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

  /** Posts the entry with the unit's events; a repeated idempotency key posts nothing. */
  post(entry: JournalEntry): void {
    const { correlationId, now } = this.unit.metadata;
    this.unit.alongside((tx) => postEntry(tx, entry, { correlationId, now }));
  }
}

export interface MoneyResult<T> {
  value: T;
  lastPosition: number | null;
}

/** Runs `work` as one money transaction, retrying on a version conflict (the runner's policy). */
export async function runMoneyTransaction<T>(
  store: EventStore,
  metadata: EventMetadata,
  work: (uow: MoneyUnitOfWork) => Promise<T>,
  options: Pick<RunCommandOptions, 'maxAttempts' | 'serializeOn' | 'prefetch'> = {},
): Promise<MoneyResult<T>> {
  const { value, lastPosition } = await runCommand(store, metadata, (unit) => work(new MoneyUnitOfWork(unit)), options);
  return { value, lastPosition };
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
