import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** Channel other processes LISTEN on to learn that events committed. */
export const EVENTS_CHANNEL = 'oneway_es_events';

interface PoolSignal {
  /** Identifies notifications this pool sent, so its own listeners skip them. */
  readonly id: string;
  readonly local: Set<() => void>;
  /** A commit no NOTIFY has announced yet. */
  pending: boolean;
  /** A NOTIFY is in flight or timed. */
  scheduled: boolean;
  lastSentAt: number;
}

const signals = new WeakMap<pg.Pool, PoolSignal>();

function signalOf(pool: pg.Pool): PoolSignal {
  let s = signals.get(pool);
  if (!s) {
    s = { id: randomUUID(), local: new Set(), pending: false, scheduled: false, lastSentAt: Number.NEGATIVE_INFINITY };
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
 * NOTIFYs from one pool are at least this far apart. They only wake other processes (this
 * one's readers are woken in process), and the committing process's own relay and projections
 * already take the events: under load one NOTIFY per commit was a Postgres transaction, a
 * signal to every listening backend and a wake-up in every listening process, per commit.
 */
export const NOTIFY_INTERVAL_MS = 20;

/**
 * Called after (never inside) a transaction that appended events: wakes this process's
 * readers at once and other processes through a NOTIFY sent on its own connection. NOTIFYs
 * coalesce: while one is in flight, or less than `NOTIFY_INTERVAL_MS` after the last was sent,
 * any number of further commits add exactly one more, sent once both are over. A burst of commits
 * costs a few notifications rather than one per commit, the last commit is always followed by
 * one, and no append transaction carries a NOTIFY (which would serialise commits on the notify
 * queue lock).
 */
export function signalCommit(pool: pg.Pool): void {
  const s = signalOf(pool);
  for (const wake of s.local) wake();
  s.pending = true;
  // A NOTIFY in flight or waiting out the interval covers this commit (or sends one more after).
  if (!s.scheduled) scheduleNotify(pool, s);
}

function scheduleNotify(pool: pg.Pool, s: PoolSignal): void {
  s.scheduled = true;
  const send = (): void => {
    s.pending = false;
    s.lastSentAt = performance.now();
    pool
      .query({ name: 'oneway_es_notify', text: 'SELECT pg_notify($1, $2)', values: [EVENTS_CHANNEL, s.id] })
      // A lost wake-up only costs latency: readers also poll.
      .catch(() => {})
      .finally(() => {
        s.scheduled = false;
        if (s.pending) scheduleNotify(pool, s);
      });
  };
  const wait = s.lastSentAt + NOTIFY_INTERVAL_MS - performance.now();
  // Unref'd: a process may exit with it pending (readers elsewhere also poll).
  if (wait > 0) setTimeout(send, wait).unref();
  else send();
}
