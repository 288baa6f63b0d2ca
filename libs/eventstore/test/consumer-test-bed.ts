import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { counterIncrementedV1, subjectOf } from '@oneway/contracts';
import { connectNats, createTestDatabase, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type pg from 'pg';
import { createPool, ensureContextStream, runMigrations } from '../src/index.js';

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
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase(name);
    await runMigrations(db.url, []);
    bed.pool = createPool(db.url, 5);
    await bed.pool.query(`CREATE TABLE effects (${effectsColumns})`);
    bed.nc = await connectNats();
    await ensureContextStream(await jetstreamManager(bed.nc), 'test', prefix);
  });
  afterAll(async () => {
    await deleteTestStreams(bed.nc);
    await bed.nc.drain();
    await bed.pool.end();
    await db.drop();
  });
  return bed;
}
