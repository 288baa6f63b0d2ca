import type { DomainEvent, EventMetadata } from '@oneway/contracts';
import type pg from 'pg';
import { withTransaction, type Queryable } from './db.js';
import { ConcurrencyError } from './errors.js';
import type { AppendResult, EventStore } from './event-store.js';

/**
 * An aggregate as pure functions: `decide(command, state, now) → events`,
 * `evolve(state, event) → state`. No I/O and no clock inside.
 */
export interface Decider<TCommand, TState, TEvent extends DomainEvent> {
  initialState: () => TState;
  evolve: (state: TState, event: TEvent) => TState;
  decide: (command: TCommand, state: TState, now: Date) => TEvent[];
}

export interface CommandResult<TState, TEvent> {
  state: TState;
  newEvents: TEvent[];
  append: AppendResult | null;
}

export interface HandleOptions {
  /** Attempts before a version conflict is given back to the caller. */
  maxAttempts?: number;
  /**
   * Extra writes committed atomically with the events (a credentials row, an inbox row…).
   * Runs before the append, which must be the transaction's last write.
   */
  beforeAppend?: (tx: pg.PoolClient, newEvents: DomainEvent[]) => Promise<void>;
}

export function fold<TState, TEvent extends DomainEvent>(
  decider: Pick<Decider<unknown, TState, TEvent>, 'initialState' | 'evolve'>,
  events: { type: string; data: unknown }[],
): TState {
  return events.reduce((s, e) => decider.evolve(s, e as TEvent), decider.initialState());
}

/**
 * Load → fold → decide → append at the loaded version; on a version conflict, reload and
 * decide again, so commands that do not conflict in the domain both end up applied.
 */
export async function handleCommand<TCommand, TState, TEvent extends DomainEvent>(
  store: EventStore,
  decider: Decider<TCommand, TState, TEvent>,
  streamId: string,
  command: TCommand,
  metadata: EventMetadata,
  options: HandleOptions = {},
): Promise<CommandResult<TState, TEvent>> {
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(store.pool, async (tx) => {
        const { state, version } = await loadState(store, decider, streamId, tx);
        const newEvents = decider.decide(command, state, metadata.now);
        if (newEvents.length === 0) return { state, newEvents, append: null };
        await options.beforeAppend?.(tx, newEvents);
        const append = await store.appendInTransaction(tx, {
          streamId,
          expectedVersion: version,
          events: newEvents,
          metadata,
        });
        const next = newEvents.reduce(decider.evolve, state);
        return { state: next, newEvents, append };
      });
    } catch (err) {
      if (err instanceof ConcurrencyError && attempt < maxAttempts) {
        // Jittered back-off so two retrying writers do not collide in lock-step.
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
        continue;
      }
      throw err;
    }
  }
}

export async function loadState<TState, TEvent extends DomainEvent>(
  store: EventStore,
  decider: Pick<Decider<unknown, TState, TEvent>, 'initialState' | 'evolve'>,
  streamId: string,
  db?: Queryable,
): Promise<{ state: TState; version: number }> {
  const events = await store.readStream(streamId, db);
  return { state: fold(decider, events), version: events.length ? events[events.length - 1]!.streamVersion : 0 };
}
