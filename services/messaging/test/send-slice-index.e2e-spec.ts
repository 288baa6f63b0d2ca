import { randomUUID } from 'node:crypto';
import { createPool, EventStore, runMigrations } from '@oneway/eventstore';
import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { conversationStreamId, sendSlice } from '../src/domain/conversation/conversation.decider.js';
import { messagingMigrations } from '../src/infrastructure/persistence/read-models.migration.js';

// A send reads of its conversation only the pair's blocks and its own message's events
// (sendSlice). Through messaging's two indexes on es_events, that read costs the same in a
// conversation of thousands of messages as in a short one: it never walks the stream.

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Actual Rows'?: number; Plans?: PlanNode[] };
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

describe('the send slice of a long conversation', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const conversationId = randomUUID();
  const streamId = conversationStreamId(conversationId);
  const known = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase('send_slice_index');
    await runMigrations(db.url, messagingMigrations);
    pool = createPool(db.url, 1);
    // 3,000 messages in one conversation (one of them `known`) and a block, as stored events.
    await pool.query(
      `INSERT INTO es_events (id, stream_id, stream_version, type, version, data, correlation_id, occurred_at)
       SELECT gen_random_uuid(), $1, v, 'messaging.message.sent', 1,
              jsonb_build_object('messageId', CASE WHEN v = 1500 THEN $2::uuid ELSE gen_random_uuid() END,
                                 'conversationId', $3::uuid, 'content', 'hello'), 'test', now()
         FROM generate_series(1, 3000) v`,
      [streamId, known, conversationId],
    );
    await pool.query(
      `INSERT INTO es_events (id, stream_id, stream_version, type, version, data, correlation_id, occurred_at)
       VALUES (gen_random_uuid(), $1, 3001, 'messaging.conversation.user_blocked', 1, '{}', 'test', now())`,
      [streamId],
    );
    await pool.query('ANALYZE es_events');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  /** Runs the send's slice read as the command runner sends it (`prefix`: EXPLAIN …), its statement prepared. */
  async function sliceRead<R extends pg.QueryResultRow>(messageId: string, prefix = ''): Promise<R[]> {
    const { sql, prepared } = EventStore.readStreamSliceStatement(streamId, sendSlice(messageId));
    const client = await pool.connect();
    try {
      await client.query(prepared.prepare).catch(() => {});
      return (await client.query<R>(`${prefix}${sql}`)).rows;
    } finally {
      client.release();
    }
  }
  const explain = async (messageId: string) =>
    nodesOf(
      (await sliceRead<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(messageId, 'EXPLAIN (ANALYZE, FORMAT JSON) '))[0]![
        'QUERY PLAN'
      ][0].Plan,
    );

  it('reads the blocks and its own message through the indexes, never the 3,000 messages', async () => {
    for (const messageId of [known, randomUUID()]) {
      const nodes = await explain(messageId);
      const indexes = nodes.map((n) => n['Index Name']).filter(Boolean);
      expect(indexes).toEqual(
        expect.arrayContaining(['es_events_conversation_blocks_idx', 'es_events_message_id_idx']),
      );
      // Every node of the plan handled a handful of rows, not the stream.
      expect(Math.max(...nodes.map((n) => n['Actual Rows'] ?? 0))).toBeLessThan(10);
    }
  });

  it('finds what the whole stream holds for the send: the block and the message with its id', async () => {
    const rows = await sliceRead<{ type: string; head_version: number }>(known);
    expect(rows.map((r) => r.type)).toEqual(['messaging.message.sent', 'messaging.conversation.user_blocked']);
    expect(rows.every((r) => Number(r.head_version) === 3001)).toBe(true);
  });
});
