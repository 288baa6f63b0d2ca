import { randomUUID } from 'node:crypto';
import { createTestDatabase, recordStatements } from '@oneway/testing';
import type pg from 'pg';
import {
  createPool,
  EventStore,
  ProjectionRunner,
  readUserHistory,
  runMigrations,
  USER_HISTORY_MIGRATION,
  userHistoryProjection,
} from '../src/index.js';

// Every service projects its store into user_history on every pass. Nothing in the pass reads
// those rows back, so they ride with the pass's COMMIT: a pass that applies events costs the
// round trip of BEGIN (with the read) and the one of COMMIT (decision eventstore-user-history-at-commit).
describe('user history: the rows ride with the COMMIT of the pass', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: EventStore;
  const history = userHistoryProjection(['test.counter.incremented']);

  beforeAll(async () => {
    db = await createTestDatabase('history_at_commit');
    await runMigrations(db.url, [USER_HISTORY_MIGRATION]);
    pool = createPool(db.url, 2);
    store = new EventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const incrementBy = (actorId: string, streamId = `c-${randomUUID()}`) =>
    store.append({
      streamId,
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: streamId, by: 1 } }],
      metadata: { correlationId: 'history-test', causationId: null, actorId, now: new Date() },
    });

  it('a pass writes the history rows in the round trip of its COMMIT, and staff read them after', async () => {
    const runner = new ProjectionRunner({ pool, projections: [history] });
    const ada = randomUUID();
    await incrementBy(ada);
    // The first pass on each connection prepares its statements.
    await runner.runOnce();
    await runner.runOnce();
    await incrementBy(ada);

    const { value: applied, sent } = await recordStatements(() => runner.runOnce());
    expect(applied).toBe(1);
    // (A connection the pool opens for this pass prepares the statements first; the appends'
    // wake-up for other processes is no part of the pass.)
    const texts = sent.map((s) => s.text).filter((t) => !t.startsWith('PREPARE') && !t.includes('pg_notify'));
    expect(texts).toEqual([
      expect.stringContaining('pg_current_snapshot'),
      expect.stringContaining('jsonb_to_recordset'),
      expect.stringMatching(/^BEGIN; EXECUTE oneway_es_take_checkpoint\('user_history'\)/),
      expect.stringMatching(
        /^EXECUTE oneway_es_insert_user_history\(.*\); EXECUTE oneway_es_save_checkpoint\(.*\); COMMIT$/s,
      ),
    ]);
    const rows = await readUserHistory(pool, ada, 10);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.type === 'test.counter.incremented' && r.as.includes('actor'))).toBe(true);
  });

  it('a rebuild writes each batch before reading the next, and ends with the same rows', async () => {
    const runner = new ProjectionRunner({ pool, projections: [history], batchSize: 2 });
    const bola = randomUUID();
    for (let i = 0; i < 5; i++) await incrementBy(bola);
    while ((await runner.runOnce()) > 0);
    const before = await readUserHistory(pool, bola, 10);
    expect(before).toHaveLength(5);

    const { sent } = await recordStatements(() => runner.rebuild('user_history'));
    const texts = sent.map((s) => s.text);
    // One insert per batch, each sent on its own before the next read; none waits for the COMMIT.
    const inserts = texts.filter((t) => t.startsWith('EXECUTE oneway_es_insert_user_history'));
    expect(inserts.length).toBeGreaterThanOrEqual(3);
    expect(inserts.every((s) => !s.includes('COMMIT'))).toBe(true);
    expect(texts.at(-1)).toMatch(/^EXECUTE oneway_es_save_checkpoint\(.*\); COMMIT$/);
    expect(await readUserHistory(pool, bola, 10)).toEqual(before);
  });

  it('applied outside a pass (on a plain client), the rows are written at once', async () => {
    const cleo = randomUUID();
    const { events } = await incrementBy(cleo);
    const client = await pool.connect();
    try {
      await history.apply(events[0]!, client);
    } finally {
      client.release();
    }
    expect(await readUserHistory(pool, cleo, 10)).toHaveLength(1);
  });
});
