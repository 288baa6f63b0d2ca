import type { EventData, messageSentV1 } from '@oneway/contracts';
import { applyInRuns, type Projection, type StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';
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

/**
 * A run of consecutive sends in three statements, with the effect of `onSent` on each in order:
 * members exist, new messages are stored (a replayed one is skipped), and each conversation's
 * last message is its latest new one, unread counts rising by the recipient's new messages.
 */
async function onSentRun(tx: pg.PoolClient, run: Stored[]): Promise<void> {
  const sends = run.map((e, ord) => {
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
  const batch = `jsonb_to_recordset($1::jsonb) AS b(ord int, message_id uuid, conversation_id uuid, sender_id uuid,
    recipient_id uuid, content text, shipment_id uuid, created_at timestamptz, position bigint)`;
  await tx.query(
    `INSERT INTO conversation_members (conversation_id, user_id, counterpart_id)
     SELECT b.conversation_id, p.user_id, p.counterpart_id FROM ${batch},
            LATERAL (VALUES (b.sender_id, b.recipient_id), (b.recipient_id, b.sender_id)) AS p(user_id, counterpart_id)
     ORDER BY b.ord
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(sends)],
  );
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO messages (id, conversation_id, sender_id, recipient_id, content, shipment_id, created_at, position)
     SELECT b.message_id, b.conversation_id, b.sender_id, b.recipient_id, b.content, b.shipment_id, b.created_at, b.position
       FROM ${batch} ORDER BY b.ord
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [JSON.stringify(sends)],
  );
  const stored = new Set(rows.map((r) => r.id));
  const fresh = sends.filter((m) => stored.has(m.message_id));
  if (!fresh.length) return;
  await tx.query(
    `WITH b AS (SELECT * FROM ${batch}),
          latest AS (SELECT DISTINCT ON (conversation_id) * FROM b ORDER BY conversation_id, ord DESC),
          unread AS (SELECT conversation_id, recipient_id AS user_id, count(*)::int AS n FROM b GROUP BY 1, 2)
     UPDATE conversation_members m
        SET last_message_id = l.message_id, last_content = l.content, last_sender_id = l.sender_id,
            last_at = l.created_at,
            unread_count = m.unread_count + coalesce(
              (SELECT u.n FROM unread u WHERE u.conversation_id = m.conversation_id AND u.user_id = m.user_id), 0)
       FROM latest l
      WHERE m.conversation_id = l.conversation_id`,
    [JSON.stringify(fresh)],
  );
}

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
