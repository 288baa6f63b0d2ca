import { createTestDatabase, eventually } from '@oneway/testing';
import pg from 'pg';
import {
  createPool,
  EVENTS_CHANNEL,
  EventStore,
  NOTIFY_INTERVAL_MS,
  onEventsCommitted,
  runMigrations,
} from '../src/index.js';
import { meta } from './counter.decider.js';

// Another process learns of commits by a NOTIFY; the committing process wakes its own readers in
// process. A burst of commits must not cost one NOTIFY each, and the last commit must still reach
// the other process.
describe('commit signal', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let listener: pg.Client;
  const notified: number[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('commit_signal');
    await runMigrations(db.url, []);
    pool = createPool(db.url, 4);
    listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    listener.on('notification', () => notified.push(performance.now()));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await pool.end();
    await db.drop();
  });

  it('a burst of commits sends NOTIFYs at least NOTIFY_INTERVAL_MS apart, and one follows the last commit', async () => {
    const store = new EventStore(pool);
    let woken = 0;
    const unsubscribe = onEventsCommitted(pool, () => woken++);
    const commits = 60;
    const started = performance.now();
    for (let i = 0; i < commits; i++) {
      await store.append({
        streamId: `burst-${i}`,
        expectedVersion: 0,
        events: [{ type: 'test.counter.incremented', data: { counterId: `burst-${i}`, by: 1 } }],
        metadata: meta(),
      });
    }
    const lastCommit = performance.now();
    unsubscribe();
    // This process's readers are woken by every commit, in process.
    expect(woken).toBe(commits);
    // The other process hears of the last commit.
    await eventually(async () => expect(notified.at(-1)).toBeGreaterThan(lastCommit));
    const elapsed = notified.at(-1)! - started;
    expect(notified.length).toBeLessThanOrEqual(Math.floor(elapsed / NOTIFY_INTERVAL_MS) + 2);
    expect(notified.length).toBeLessThan(commits);
  });
});
