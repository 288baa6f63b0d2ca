import { eventually } from '@oneway/testing';
import { NO_EVENTS_APPLICATION_NAME, OutboxRelay, ProjectionRunner } from '../src/index.js';
import { appendFirst, loopTestBed, seenProjection } from './loop-test-bed.js';

// The relay's pass holds a transaction id while it publishes (it locks the rows it takes), but it
// appends no event. Readers' horizons leave it out: a projection does not wait for the relay's
// round trips to NATS before it applies an event committed meanwhile.
describe('read horizon beside the outbox relay', () => {
  const bed = loopTestBed('relay_horizon');
  const limits = seenProjection('limits');

  it('a projection applies an event that commits while a relay pass is still publishing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let publishing = false;
    // The pass stops after publishing, before its commit: its transaction stays open.
    const relay = new OutboxRelay({
      pool: bed.pool,
      nc: bed.nc,
      subjectPrefix: bed.prefix,
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
      await appendFirst(bed.store, 'first');
      await eventually(async () => expect(publishing).toBe(true));
      const { rows } = await bed.pool.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND backend_xid IS NOT NULL AND application_name = $1`,
        [NO_EVENTS_APPLICATION_NAME],
      );
      expect(rows[0].n).toBe(1); // the relay's pass, holding its transaction id

      await appendFirst(bed.store, 'second', 'test.counter.limit_reached');
      const runner = new ProjectionRunner({ pool: bed.pool, projections: [limits] });
      expect(await runner.runOnce()).toBe(1);
      expect((await bed.pool.query('SELECT id FROM seen')).rows).toEqual([{ id: 'second' }]);
    } finally {
      release();
      await relay.stop();
    }
  });

  it('an open transaction that may append still holds the horizon back', async () => {
    const client = await bed.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_current_xact_id()');
      await appendFirst(bed.store, 'third', 'test.counter.limit_reached');
      const runner = new ProjectionRunner({ pool: bed.pool, projections: [limits] });
      expect(await runner.runOnce()).toBe(0);
      await client.query('COMMIT');
      expect(await runner.runOnce()).toBe(1);
    } finally {
      client.release();
    }
  });
});
