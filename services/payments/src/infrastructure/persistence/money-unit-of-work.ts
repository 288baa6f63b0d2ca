import type { DomainEvent, EventMetadata } from '@oneway/contracts';
import { ConcurrencyError, type Decider, type EventStore, loadState, withTransaction } from '@oneway/eventstore';
import type pg from 'pg';
import type { JournalEntry } from '../../domain/ledger/journal-entry.js';
import { postEntry } from './ledger.repository.js';

export interface Decided<TState, TEvent> {
  before: TState;
  after: TState;
  events: TEvent[];
}

/**
 * One money movement: the decisions on one or more streams and the journal entries they
 * imply, committed together or not at all. Events are appended first (the append takes the
 * store's lock, so every money transaction takes the same locks in the same order), then
 * the entries are posted; a version conflict re-runs the whole unit with fresh state.
 */
export class MoneyUnitOfWork {
  private readonly appends: { streamId: string; version: number; events: DomainEvent[] }[] = [];
  private readonly entries: JournalEntry[] = [];
  readonly events: DomainEvent[] = [];

  constructor(
    readonly tx: pg.PoolClient,
    private readonly store: EventStore,
    readonly metadata: EventMetadata,
  ) {}

  async load<TState, TEvent extends DomainEvent>(
    decider: Pick<Decider<unknown, TState, TEvent>, 'initialState' | 'evolve'>,
    streamId: string,
  ): Promise<TState> {
    return (await loadState(this.store, decider, streamId, this.tx)).state;
  }

  async decide<TCommand, TState, TEvent extends DomainEvent>(
    decider: Decider<TCommand, TState, TEvent>,
    streamId: string,
    command: TCommand,
  ): Promise<Decided<TState, TEvent>> {
    const pending = this.appends.find((a) => a.streamId === streamId);
    const { state: loaded, version } = await loadState(this.store, decider, streamId, this.tx);
    // A second decision on the same stream in one unit sees the first one's events.
    const before = pending ? (pending.events as TEvent[]).reduce(decider.evolve, loaded) : loaded;
    const events = decider.decide(command, before, this.metadata.now);
    const after = events.reduce(decider.evolve, before);
    if (events.length) {
      if (pending) pending.events.push(...events);
      else this.appends.push({ streamId, version, events: [...events] });
      this.events.push(...events);
    }
    return { before, after, events };
  }

  post(entry: JournalEntry): void {
    this.entries.push(entry);
  }

  async commitWrites(): Promise<{ lastPosition: number | null; posted: number }> {
    let lastPosition: number | null = null;
    for (const a of this.appends) {
      const r = await this.store.appendInTransaction(this.tx, {
        streamId: a.streamId,
        expectedVersion: a.version,
        events: a.events,
        metadata: this.metadata,
      });
      lastPosition = r.lastPosition;
    }
    let posted = 0;
    for (const e of this.entries) {
      if (await postEntry(this.tx, e, { correlationId: this.metadata.correlationId, now: this.metadata.now })) posted++;
    }
    return { lastPosition, posted };
  }
}

export interface MoneyResult<T> {
  value: T;
  lastPosition: number | null;
}

/** Runs `work` as one money transaction, retrying on a version conflict. */
export async function runMoneyTransaction<T>(
  pool: pg.Pool,
  store: EventStore,
  metadata: EventMetadata,
  work: (uow: MoneyUnitOfWork) => Promise<T>,
  options: { maxAttempts?: number } = {},
): Promise<MoneyResult<T>> {
  const maxAttempts = options.maxAttempts ?? 8;
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(pool, (tx) => runInTransaction(tx, store, metadata, work));
    } catch (err) {
      if (err instanceof ConcurrencyError && attempt < maxAttempts) {
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
        continue;
      }
      throw err;
    }
  }
}

/** The same inside a transaction someone else owns (a consumer's inbox transaction). */
export async function runInTransaction<T>(
  tx: pg.PoolClient,
  store: EventStore,
  metadata: EventMetadata,
  work: (uow: MoneyUnitOfWork) => Promise<T>,
): Promise<MoneyResult<T>> {
  const uow = new MoneyUnitOfWork(tx, store, metadata);
  const value = await work(uow);
  const { lastPosition } = await uow.commitWrites();
  return { value, lastPosition };
}
