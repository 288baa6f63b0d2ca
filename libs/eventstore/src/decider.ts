import type { DomainEvent, EventMetadata } from '@oneway/contracts';
import type pg from 'pg';
import type { Queryable } from './db.js';
import { type Decider, type Evolver, fold, runCommand } from './command-runner.js';
import type { EventStore, StoredEvent, StreamSlice } from './event-store.js';

export interface CommandResult<TState, TEvent> {
  state: TState;
  newEvents: TEvent[];
  /** Position of the last event written; null when the command decided nothing. */
  lastPosition: number | null;
}

export interface HandleOptions {
  /** Overrides the runner's retry policy's attempts. */
  maxAttempts?: number;
  /**
   * Rows committed atomically with the events (a credentials row, a pending slot…); runs
   * only when the command decided events; `stored` are those events as appended (positions).
   */
  alongside?: (tx: pg.PoolClient, newEvents: DomainEvent[], stored: StoredEvent[]) => Promise<void>;
  /**
   * Only this part of the stream is read (`StreamSlice`): for a command whose decision
   * depends on a few of a long stream's events. The decider must decide it on the slice
   * exactly as on the whole stream.
   */
  slice?: StreamSlice;
}

/** One command on one stream, through the command runner (same transaction, same retries). */
export async function handleCommand<TCommand, TState, TEvent extends DomainEvent>(
  store: EventStore,
  decider: Decider<TCommand, TState, TEvent>,
  streamId: string,
  command: TCommand,
  metadata: EventMetadata,
  options: HandleOptions = {},
): Promise<CommandResult<TState, TEvent>> {
  const { value, lastPosition } = await runCommand(
    store,
    metadata,
    async (unit) => {
      const { after, events } = await unit.decide(decider, streamId, command);
      const alongside = options.alongside;
      if (alongside && events.length) unit.alongside((tx, stored) => alongside(tx, events, stored));
      return { state: after, newEvents: events };
    },
    { maxAttempts: options.maxAttempts, prefetch: [options.slice ? { streamId, slice: options.slice } : streamId] },
  );
  return { ...value, lastPosition };
}

/** A stream's current state and version, outside any command (queries, reactions' checks). */
export async function loadState<TState, TEvent extends DomainEvent>(
  store: EventStore,
  decider: Evolver<TState, TEvent>,
  streamId: string,
  db?: Queryable,
): Promise<{ state: TState; version: number }> {
  const events = await store.readStream(streamId, db);
  return { state: fold(decider, events), version: events.at(-1)?.streamVersion ?? 0 };
}
