import type { EventData, messageSentV1 } from '@oneway/contracts';
import {
  applyInRuns,
  executeStatement,
  type InlineStatement,
  type Projection,
  type SessionStatement,
  type StoredEvent,
} from '@oneway/eventstore';
import pg from 'pg';
import type { ConversationEvent } from '../../domain/conversation/conversation.state.js';
import { CONVERSATIONS_PROJECTION } from '../messaging-deps.js';

type Stored = StoredEvent & ConversationEvent;

async function ensureMembers(tx: pg.PoolClient, conversationId: string, a: string, b: string): Promise<void> {
  await tx.query(
    `INSERT INTO conversation_members (conversation_id, user_id, counterpart_id)
     VALUES ($1, $2, $3), ($1, $3, $2) ON CONFLICT DO NOTHING`,
    [conversationId, a, b],
  );
}

function sendRows(run: Stored[]) {
  return run.map((e, ord) => {
    const d = e.data as EventData<typeof messageSentV1>;
    return {
      ord,
      message_id: d.messageId,
      conversation_id: d.conversationId,
      sender_id: d.senderId,
      recipient_id: d.recipientId,
      content: d.content,
      shipment_id: d.shipmentId,
      created_at: e.occurredAt,
      position: e.position,
    };
  });
}

/**
 * One statement with the effect of applying a run of consecutive sends in order, given `b` (the
 * run, `$1`) among `ctes`: new messages are stored (a replayed one is skipped), and for each
 * conversation with new ones both members' rows exist, show its latest new message, and the
 * unread counts rise by each member's new incoming messages. `answer` is the statement's result.
 */
function storeSendsSql(ctes: string, answer: string): string {
  return `WITH ${ctes},
    fresh AS (
      INSERT INTO messages (id, conversation_id, sender_id, recipient_id, content, shipment_id, created_at, position)
      SELECT b.message_id, b.conversation_id, b.sender_id, b.recipient_id, b.content, b.shipment_id, b.created_at,
             b.position
        FROM b ORDER BY b.ord
      ON CONFLICT (id) DO NOTHING RETURNING id),
    f AS (SELECT b.* FROM b JOIN fresh ON fresh.id = b.message_id),
    latest AS (SELECT DISTINCT ON (conversation_id) * FROM f ORDER BY conversation_id, ord DESC),
    unread AS (SELECT conversation_id, recipient_id AS user_id, count(*)::int AS n FROM f GROUP BY 1, 2),
    members AS (
      INSERT INTO conversation_members AS m (conversation_id, user_id, counterpart_id, unread_count,
                                             last_message_id, last_content, last_sender_id, last_at)
      SELECT l.conversation_id, p.user_id, p.counterpart_id, coalesce(u.n, 0),
             l.message_id, l.content, l.sender_id, l.created_at
        FROM latest l
       CROSS JOIN LATERAL (VALUES (l.sender_id, l.recipient_id), (l.recipient_id, l.sender_id)) AS p(user_id, counterpart_id)
        LEFT JOIN unread u ON u.conversation_id = l.conversation_id AND u.user_id = p.user_id
      ON CONFLICT (conversation_id, user_id) DO UPDATE
         SET last_message_id = excluded.last_message_id, last_content = excluded.last_content,
             last_sender_id = excluded.last_sender_id, last_at = excluded.last_at,
             unread_count = m.unread_count + excluded.unread_count)
    ${answer}`;
}

const SEND_RUN = `jsonb_to_recordset($1::jsonb) AS r(ord int, message_id uuid, conversation_id uuid, sender_id uuid,
  recipient_id uuid, content text, shipment_id uuid, created_at timestamptz, position bigint)`;

// Named (prepared once per connection): planning it took 0.2 ms, on every pass.
const STORE_RUN_SQL = storeSendsSql(`b AS (SELECT * FROM ${SEND_RUN})`, 'SELECT 1');

/** A run of consecutive sends in one statement (see storeSendsSql). */
async function onSentRun(tx: pg.PoolClient, run: Stored[]): Promise<void> {
  await tx.query({ name: 'messaging_store_send_run', text: STORE_RUN_SQL, values: [JSON.stringify(sendRows(run))] });
}

/**
 * For the send command, in the round trip of its COMMIT, after the append: claims the
 * client-chosen message id for the conversation and stores the message as this projection
 * would, in one statement. The answer and the sender's next reads then show the message without
 * waiting for the projection, whose own pass finds it stored and skips it. An id claimed
 * before (a retry, or an id already used) fails the statement on `message_ids`' key
 * (`isMessageIdClaimed`), and the send commits nothing.
 */
export function claimAndStoreSendStatement(sent: StoredEvent): InlineStatement {
  const { position: _, ...row } = sendRows([sent as Stored])[0]!;
  return executeStatement(CLAIM_AND_STORE, pg.escapeLiteral(JSON.stringify([row])), pg.escapeLiteral(sent.id));
}

/** The send's row claimed its message id before (`claimAndStoreSendStatement`). */
export function isMessageIdClaimed(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'message_ids_pkey';
}

// Prepared once per connection: it runs on every send. The position is the appended event's
// ($2: its id), appended by the statement before this one in the same round trip; looked up
// on its own, by the id's index, whatever the plan makes of the run's row count.
const CLAIM_AND_STORE: SessionStatement = {
  name: 'messaging_commit_claim_send',
  prepare: `PREPARE messaging_commit_claim_send(jsonb, uuid) AS ${storeSendsSql(
    `r AS (SELECT * FROM jsonb_to_recordset($1) AS r(ord int, message_id uuid, conversation_id uuid, sender_id uuid,
              recipient_id uuid, content text, shipment_id uuid, created_at timestamptz)),
       claim AS (INSERT INTO message_ids (message_id, conversation_id) SELECT message_id, conversation_id FROM r),
       b AS (SELECT r.*, (SELECT position FROM es_events WHERE id = $2) AS position FROM r)`,
    'SELECT 1',
  )}`,
};

/** `messages` (spec §3) and each member's view of a conversation: last message, unread count, block. */
export const conversationsProjection: Projection = {
  name: CONVERSATIONS_PROJECTION,
  handles: [
    'messaging.message.sent',
    'messaging.message.delivered',
    'messaging.message.read',
    'messaging.message.reaction_set',
    'messaging.conversation.user_blocked',
    'messaging.conversation.user_unblocked',
  ],
  applyBatch(events, tx) {
    return applyInRuns(
      events,
      (e) => e.type === 'messaging.message.sent',
      (run) => onSentRun(tx, run as Stored[]),
      (e) => this.apply(e, tx),
    );
  },
  async apply(event, tx) {
    const e = event as Stored;
    switch (e.type) {
      case 'messaging.message.sent':
        return onSentRun(tx, [e]);
      case 'messaging.message.delivered':
        await tx.query('UPDATE messages SET delivered = true WHERE id = ANY($1::uuid[])', [e.data.messageIds]);
        return;
      case 'messaging.message.read': {
        const { rowCount } = await tx.query(
          'UPDATE messages SET read = true, delivered = true WHERE id = ANY($1::uuid[]) AND NOT read',
          [e.data.messageIds],
        );
        await tx.query(
          `UPDATE conversation_members SET unread_count = GREATEST(0, unread_count - $3)
            WHERE conversation_id = $1 AND user_id = $2`,
          [e.data.conversationId, e.data.readerId, rowCount ?? 0],
        );
        return;
      }
      case 'messaging.message.reaction_set':
        await tx.query('UPDATE messages SET reaction_emoji = $2 WHERE id = $1', [e.data.messageId, e.data.emoji]);
        return;
      case 'messaging.conversation.user_blocked':
      case 'messaging.conversation.user_unblocked':
        await ensureMembers(tx, e.data.conversationId, e.data.blockerId, e.data.blockedId);
        await tx.query(
          'UPDATE conversation_members SET blocked_counterpart = $3 WHERE conversation_id = $1 AND user_id = $2',
          [e.data.conversationId, e.data.blockerId, e.type === 'messaging.conversation.user_blocked'],
        );
        return;
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE messages, conversation_members');
  },
};
