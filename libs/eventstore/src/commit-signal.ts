import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** Channel other processes LISTEN on to learn that events committed. */
export const EVENTS_CHANNEL = 'oneway_es_events';

interface PoolSignal {
  /** Identifies notifications this pool sent, so its own listeners skip them. */
  readonly id: string;
  readonly local: Set<() => void>;
  inFlight: boolean;
  again: boolean;
}

const signals = new WeakMap<pg.Pool, PoolSignal>();

function signalOf(pool: pg.Pool): PoolSignal {
  let s = signals.get(pool);
  if (!s) {
    s = { id: randomUUID(), local: new Set(), inFlight: false, again: false };
    signals.set(pool, s);
  }
  return s;
}

/** The payload of this pool's own notifications (its listeners were already woken in process). */
export function ownSignalId(pool: pg.Pool): string {
  return signalOf(pool).id;
}

/**
 * Makes `other` share `pool`'s commit signal: a commit through either wakes the readers of
 * both, and each takes the other's notifications for its own (a service's background pool).
 */
export function shareCommitSignal(pool: pg.Pool, other: pg.Pool): void {
  signals.set(other, signalOf(pool));
}

/** Calls `wake` whenever events commit through `pool` in this process; returns the unsubscribe. */
export function onEventsCommitted(pool: pg.Pool, wake: () => void): () => void {
  const s = signalOf(pool);
  s.local.add(wake);
  return () => s.local.delete(wake);
}

/**
 * Called after (never inside) a transaction that appended events: wakes this process's
 * readers at once and other processes through a NOTIFY sent on its own connection. NOTIFYs
 * coalesce: while one is in flight, any number of further commits add exactly one more, so a
 * burst of commits costs a couple of notifications rather than one per commit, and no append
 * transaction carries a NOTIFY (which would serialise commits on the notify queue lock).
 */
export function signalCommit(pool: pg.Pool): void {
  const s = signalOf(pool);
  for (const wake of s.local) wake();
  if (s.inFlight) {
    s.again = true;
    return;
  }
  s.inFlight = true;
  const send = (): void => {
    s.again = false;
    pool
      .query({ name: 'oneway_es_notify', text: 'SELECT pg_notify($1, $2)', values: [EVENTS_CHANNEL, s.id] })
      // A lost wake-up only costs latency: readers also poll.
      .catch(() => {})
      .finally(() => {
        if (s.again) send();
        else s.inFlight = false;
      });
  };
  send();
}
