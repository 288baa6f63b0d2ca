import type { DomainEvent, EventMetadata } from '@oneway/contracts';
import { ConcurrencyError, type Decider, type EventStore, fold, withTransaction } from '@oneway/eventstore';
import type pg from 'pg';

interface Loaded {
  version: number;
  state: unknown;
  pending: DomainEvent[];
}

/**
 * Several aggregates decided and appended in one transaction (accepting an interest matches
 * the shipment and reserves the trip's space together). Each stream is appended at the
 * version it was read at, so a concurrent writer to any of them makes the whole unit retry.
 */
export class UnitOfWork {
  private readonly streams = new Map<string, Loaded>();

  constructor(
    readonly tx: pg.PoolClient,
    private readonly store: EventStore,
    readonly now: Date,
  ) {}

  async load<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, streamId: string): Promise<S> {
    const known = this.streams.get(streamId);
    if (known) return known.state as S;
    const events = await this.store.readStream(streamId, this.tx);
    const state = fold(decider, events);
    this.streams.set(streamId, {
      version: events.length ? events[events.length - 1]!.streamVersion : 0,
      state,
      pending: [],
    });
    return state;
  }

  /** Decides against the loaded state (loading it first) and queues the events for commit. */
  async decide<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, streamId: string, command: C): Promise<E[]> {
    const state = await this.load(decider, streamId);
    const events = decider.decide(command, state, this.now);
    const entry = this.streams.get(streamId)!;
    entry.state = events.reduce(decider.evolve, state);
    entry.pending.push(...events);
    return events;
  }

  /** Appends every stream with new events; returns the last position written (0 if none). */
  async commit(metadata: EventMetadata): Promise<number> {
    let last = 0;
    for (const [streamId, s] of this.streams) {
      if (!s.pending.length) continue;
      const r = await this.store.appendInTransaction(this.tx, {
        streamId,
        expectedVersion: s.version,
        events: s.pending,
        metadata,
      });
      last = Math.max(last, r.lastPosition);
    }
    return last;
  }
}

export interface UnitResult<T> {
  value: T;
  /** Last event position written, for read-your-writes; 0 when nothing was written. */
  position: number;
}

/**
 * Runs `work` in a transaction and commits its events; retries from scratch on a version
 * conflict (the work must be a pure function of what it loads). `afterDecide` writes that
 * belong to the same transaction (handoff codes) go inside `work` through `uow.tx`.
 */
export async function runUnitOfWork<T>(
  pool: pg.Pool,
  store: EventStore,
  metadata: EventMetadata,
  work: (uow: UnitOfWork) => Promise<T>,
  maxAttempts = 8,
): Promise<UnitResult<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(pool, async (tx) => {
        const uow = new UnitOfWork(tx, store, metadata.now);
        const value = await work(uow);
        const position = await uow.commit(metadata);
        return { value, position };
      });
    } catch (err) {
      if (err instanceof ConcurrencyError && attempt < maxAttempts) {
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
        continue;
      }
      throw err;
    }
  }
}
