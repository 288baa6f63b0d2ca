import type { EventData, messageSentV1 } from '@oneway/contracts';
import type { Projection, StoredEvent } from '@oneway/eventstore';
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

async function onSent(tx: pg.PoolClient, e: Stored, d: EventData<typeof messageSentV1>): Promise<void> {
  await ensureMembers(tx, d.conversationId, d.senderId, d.recipientId);
  const { rowCount } = await tx.query(
    `INSERT INTO messages (id, conversation_id, sender_id, recipient_id, content, shipment_id, created_at, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
    [d.messageId, d.conversationId, d.senderId, d.recipientId, d.content, d.shipmentId, e.occurredAt, e.position],
  );
  if (!rowCount) return;
  await tx.query(
    `UPDATE conversation_members
        SET last_message_id = $2, last_content = $3, last_sender_id = $4, last_at = $5,
            unread_count = unread_count + CASE WHEN user_id = $6 THEN 1 ELSE 0 END
      WHERE conversation_id = $1`,
    [d.conversationId, d.messageId, d.content, d.senderId, e.occurredAt, d.recipientId],
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
  async apply(event, tx) {
    const e = event as Stored;
    switch (e.type) {
      case 'messaging.message.sent':
        return onSent(tx, e, e.data);
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
