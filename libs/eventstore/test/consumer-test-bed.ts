import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { counterIncrementedV1, subjectOf } from '@oneway/contracts';
import { subjectPrefix } from '@oneway/testing';
import type pg from 'pg';
import { ensureContextStream } from '../src/index.js';
import { suiteBed } from './suite-bed.js';

export interface ConsumerTestBed {
  pool: pg.Pool;
  nc: NatsConnection;
  /** This file's own subject prefix (its JetStream stream is deleted afterwards). */
  prefix: string;
  /** The counter event's subject under `prefix`. */
  subject: string;
}

/**
 * The durable-consumer suites' set-up: a fresh migrated database with an `effects` table of
 * `effectsColumns`, a NATS connection and the test context's stream under a prefix of the
 * suite's own; everything is removed after the suite. Read the fields inside tests.
 */
export function consumerTestBed(name: string, effectsColumns: string): ConsumerTestBed {
  const prefix = subjectPrefix();
  const bed = { prefix, subject: subjectOf(counterIncrementedV1, prefix) } as ConsumerTestBed;
  return suiteBed(bed, name, async () => {
    await bed.pool.query(`CREATE TABLE effects (${effectsColumns})`);
    await ensureContextStream(await jetstreamManager(bed.nc), 'test', prefix);
  });
}
