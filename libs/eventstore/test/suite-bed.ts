import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, createTestDatabase, deleteTestStreams } from '@oneway/testing';
import type pg from 'pg';
import { createPool, runMigrations } from '../src/index.js';

/**
 * A suite's fresh migrated database and NATS connection, set up before its tests (then
 * `setUp`) and removed after them, with the JetStream streams of its tests. `bed` gets `pool`
 * and `nc`; read them inside tests.
 */
export function suiteBed<T extends { pool: pg.Pool; nc: NatsConnection }>(
  bed: T,
  name: string,
  setUp: () => Promise<void>,
): T {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase(name);
    await runMigrations(db.url, []);
    bed.pool = createPool(db.url, 6);
    bed.nc = await connectNats();
    await setUp();
  });
  afterAll(async () => {
    await deleteTestStreams(bed.nc);
    await bed.nc.drain();
    await bed.pool.end();
    await db.drop();
  });
  return bed;
}
