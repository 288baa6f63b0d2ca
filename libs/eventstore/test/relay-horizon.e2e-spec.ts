import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, createTestDatabase, deleteTestStreams, eventually, subjectPrefix } from '@oneway/testing';
import type pg from 'pg';
import {
  createPool,
  EventStore,
  NO_EVENTS_APPLICATION_NAME,
  OutboxRelay,
  ProjectionRunner,
  runMigrations,
  type Projection,
} from '../src/index.js';
import { meta } from './counter.decider.js';

// The relay's pass holds a transaction id while it publishes (it locks the rows it takes), but it
// appends no event. Readers' horizons leave it out: a projection does not wait for the relay's
// round trips to NATS before it applies an event committed meanwhile.
describe('read horizon beside the outbox relay', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let nc: NatsConnection;
  let store: EventStore;
  const prefix = subjectPrefix();

  beforeAll(async () => {
    db = await createTestDatabase('relay_horizon');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 6);
    nc = await connectNats();
    store = new EventStore(pool);
    await pool.query('CREATE TABLE limits (counter_id text PRIMARY KEY)');
  });
  afterAll(async () => {
    await deleteTestStreams(nc);
    await nc.drain();
    await pool.end();
    await db.drop();
  });

  const limits: Projection = {
    name: 'limits',
    handles: ['test.counter.limit_reached'],
    async apply(event, tx) {
      await tx.query('INSERT INTO limits VALUES ($1)', [event.streamId]);
    },
    async reset(tx) {
      await tx.query('DELETE FROM limits');
    },
  };

  it('a projection applies an event that commits while a relay pass is still publishing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let publishing = false;
    // The pass stops after publishing, before its commit: its transaction stays open.
    const relay = new OutboxRelay({
      pool,
      nc,
      subjectPrefix: prefix,
      pollIntervalMs: 600_000,
      faults: {
        afterPublish: async () => {
          publishing = true;
          await gate;
        },
      },
    });
    await relay.start();
    try {
      await store.append({
        streamId: 'first',
        expectedVersion: 0,
        events: [{ type: 'test.counter.incremented', data: { counterId: 'first', by: 1 } }],
        metadata: meta(),
      });
      await eventually(async () => expect(publishing).toBe(true));
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND backend_xid IS NOT NULL AND application_name = $1`,
        [NO_EVENTS_APPLICATION_NAME],
      );
      expect(rows[0].n).toBe(1); // the relay's pass, holding its transaction id

      await store.append({
        streamId: 'second',
        expectedVersion: 0,
        events: [{ type: 'test.counter.limit_reached', data: { counterId: 'second', limit: 1 } }],
        metadata: meta(),
      });
      const runner = new ProjectionRunner({ pool, projections: [limits] });
      expect(await runner.runOnce()).toBe(1);
      expect((await pool.query('SELECT counter_id FROM limits')).rows).toEqual([{ counter_id: 'second' }]);
    } finally {
      release();
      await relay.stop();
    }
  });

  it('an open transaction that may append still holds the horizon back', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_current_xact_id()');
      await store.append({
        streamId: 'third',
        expectedVersion: 0,
        events: [{ type: 'test.counter.limit_reached', data: { counterId: 'third', limit: 1 } }],
        metadata: meta(),
      });
      const runner = new ProjectionRunner({ pool, projections: [limits] });
      expect(await runner.runOnce()).toBe(0);
      await client.query('COMMIT');
      expect(await runner.runOnce()).toBe(1);
    } finally {
      client.release();
    }
  });
});
