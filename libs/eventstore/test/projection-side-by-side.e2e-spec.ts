import { createTestDatabase, eventually } from '@oneway/testing';
import type pg from 'pg';
import { createPool, EventStore, ProjectionRunner, runMigrations, type Projection } from '../src/index.js';
import { meta } from './counter.decider.js';

/** Held shut until the test opens it: the slow projection's batch waits on it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const counterOf = (e: { data: unknown }) => (e.data as { counterId: string }).counterId;

describe('projection runner: projections side by side', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;
  let runner: ProjectionRunner;
  const slowGate = gate();

  const slow: Projection = {
    name: 'slow',
    handles: ['test.counter.incremented'],
    async apply(e, tx) {
      await slowGate.opened;
      await tx.query('INSERT INTO slow_rows VALUES ($1)', [counterOf(e)]);
    },
    async reset(tx) {
      await tx.query('TRUNCATE slow_rows');
    },
  };
  const quick: Projection = {
    name: 'quick',
    handles: ['test.counter.incremented'],
    async apply(e, tx) {
      await tx.query('INSERT INTO quick_rows VALUES ($1)', [counterOf(e)]);
    },
    async reset(tx) {
      await tx.query('TRUNCATE quick_rows');
    },
  };
  // Reads the slow projection's rows for the same event, as a projection that updates another's does.
  const follower: Projection = {
    name: 'follower',
    handles: ['test.counter.incremented'],
    after: ['slow'],
    async apply(e, tx) {
      await tx.query('INSERT INTO follower_rows SELECT $1, (SELECT count(*) FROM slow_rows WHERE counter_id = $1)', [
        counterOf(e),
      ]);
    },
    async reset(tx) {
      await tx.query('TRUNCATE follower_rows');
    },
  };

  beforeAll(async () => {
    db = await createTestDatabase('proj_side');
    await runMigrations(db.url, [
      {
        name: '20261129000100_side_by_side',
        sql: `CREATE TABLE slow_rows (counter_id text NOT NULL);
              CREATE TABLE quick_rows (counter_id text NOT NULL);
              CREATE TABLE follower_rows (counter_id text NOT NULL, slow_seen int NOT NULL)`,
      },
    ]);
    pool = createPool(db.url, 6);
    store = new EventStore(pool);
    // Listed slow first: one after another, the quick one would wait for it.
    runner = new ProjectionRunner({ pool, projections: [slow, follower, quick], pollIntervalMs: 50 });
    await runner.start();
  });
  afterAll(async () => {
    slowGate.open();
    await runner.stop();
    await pool.end();
    await db.drop();
  });

  const rows = async (table: string) => (await pool.query(`SELECT * FROM ${table}`)).rows;

  it('a projection held up holds up none of the others; one that runs after it waits, then sees its rows', async () => {
    await store.append({
      streamId: 'c1',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'c1', by: 1 } }],
      metadata: meta(),
    });
    // The quick projection applies while the slow one's batch is still open.
    await eventually(async () => expect(await rows('quick_rows')).toEqual([{ counter_id: 'c1' }]), 5_000);
    expect(await rows('slow_rows')).toEqual([]);
    // The follower has not started: it runs after the slow one.
    expect(await rows('follower_rows')).toEqual([]);

    slowGate.open();
    await eventually(async () => expect(await rows('follower_rows')).toEqual([{ counter_id: 'c1', slow_seen: 1 }]));
    expect(await rows('slow_rows')).toEqual([{ counter_id: 'c1' }]);
  });

  it('refuses a projection that waits for itself; a name it does not run orders nothing', async () => {
    const named = (name: string, after: string[]): Projection => ({ ...quick, name, after });
    expect(() => new ProjectionRunner({ pool, projections: [named('a', ['b']), named('b', ['a'])] })).toThrow(
      /waits for itself/,
    );
    expect(() => new ProjectionRunner({ pool, projections: [named('a', ['a'])] })).toThrow(
      'projection a waits for itself through a',
    );
    // The follower alone (a rebuild of it, say) runs without the slow projection.
    const alone = new ProjectionRunner({ pool, projections: [follower] });
    await alone.rebuild('follower');
    expect(await rows('follower_rows')).toEqual([{ counter_id: 'c1', slow_seen: 1 }]);
  });
});

describe('projection runner: a projection after one whose batch failed', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let runner: ProjectionRunner;
  let failures = 1;

  const first: Projection = {
    name: 'first',
    handles: ['test.counter.incremented'],
    async apply(e, tx) {
      await tx.query('INSERT INTO first_rows VALUES ($1)', [counterOf(e)]);
      if (failures-- > 0) throw new Error('the database went away');
    },
    async reset(tx) {
      await tx.query('TRUNCATE first_rows');
    },
  };
  const second: Projection = {
    name: 'second',
    handles: ['test.counter.incremented'],
    after: ['first'],
    async apply(e, tx) {
      await tx.query('INSERT INTO second_rows SELECT $1, (SELECT count(*) FROM first_rows WHERE counter_id = $1)', [
        counterOf(e),
      ]);
    },
    async reset(tx) {
      await tx.query('TRUNCATE second_rows');
    },
  };

  beforeAll(async () => {
    db = await createTestDatabase('proj_after_failed');
    await runMigrations(db.url, [
      {
        name: '20261129000200_after_failed',
        sql: `CREATE TABLE first_rows (counter_id text NOT NULL);
              CREATE TABLE second_rows (counter_id text NOT NULL, first_seen int NOT NULL)`,
      },
    ]);
    pool = createPool(db.url, 6);
    runner = new ProjectionRunner({ pool, projections: [first, second], pollIntervalMs: 50 });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await pool.end();
    await db.drop();
  });

  it('waits for the next pass, and then sees the rows the failed batch could not make', async () => {
    const { lastPosition } = await new EventStore(pool).append({
      streamId: 'c2',
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: 'c2', by: 1 } }],
      metadata: meta(),
    });
    await runner.waitForAll(lastPosition);
    expect(failures).toBe(-1);
    expect((await pool.query('SELECT * FROM second_rows')).rows).toEqual([{ counter_id: 'c2', first_seen: 1 }]);
  });
});
