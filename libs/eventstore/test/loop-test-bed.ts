import type { NatsConnection } from '@nats-io/transport-node';
import { subjectPrefix } from '@oneway/testing';
import type pg from 'pg';
import { EventStore, type Projection } from '../src/index.js';
import { meta } from './counter.decider.js';
import { suiteBed } from './suite-bed.js';

export interface LoopTestBed {
  pool: pg.Pool;
  nc: NatsConnection;
  store: EventStore;
  /** This file's own subject prefix (its JetStream streams are deleted afterwards). */
  prefix: string;
}

/**
 * The relay and projection-loop suites' set-up: a fresh migrated database with a `seen` table
 * (one row per stream a projection saw), a NATS connection and an event store; everything is
 * removed after the suite. Read the fields inside tests.
 */
export function loopTestBed(name: string): LoopTestBed {
  const bed = { prefix: subjectPrefix() } as LoopTestBed;
  return suiteBed(bed, name, async () => {
    bed.store = new EventStore(bed.pool);
    await bed.pool.query('CREATE TABLE seen (id text PRIMARY KEY)');
  });
}

/** A projection named `name` that notes the stream of every `limit_reached` event in `seen`. */
export function seenProjection(name: string): Projection {
  return {
    name,
    handles: ['test.counter.limit_reached'],
    async apply(event, tx) {
      await tx.query('INSERT INTO seen VALUES ($1) ON CONFLICT DO NOTHING', [event.streamId]);
    },
    async reset(tx) {
      await tx.query('DELETE FROM seen');
    },
  };
}

/** Appends a new stream's first event: `incremented` (no `seenProjection` handles it) or `limit_reached`. */
export function appendFirst(
  store: EventStore,
  streamId: string,
  type: 'test.counter.incremented' | 'test.counter.limit_reached' = 'test.counter.incremented',
) {
  return store.append({
    streamId,
    expectedVersion: 0,
    events: [
      type === 'test.counter.incremented'
        ? { type, data: { counterId: streamId, by: 1 } }
        : { type, data: { counterId: streamId, limit: 1 } },
    ],
    metadata: meta(),
  });
}
