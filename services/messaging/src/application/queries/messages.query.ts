import { type MessageView, conversationErrors } from '@oneway/contracts';
import type pg from 'pg';
import type { Queryable } from '@oneway/eventstore';

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  content: string;
  shipment_id: string | null;
  delivered: boolean;
  read: boolean;
  reaction_emoji: string | null;
  created_at: Date;
}

const COLUMNS =
  'id, conversation_id, sender_id, recipient_id, content, shipment_id, delivered, read, reaction_emoji, created_at';

export const toMessageView = (r: MessageRow): MessageView => ({
  id: r.id,
  conversationId: r.conversation_id,
  senderId: r.sender_id,
  recipientId: r.recipient_id,
  content: r.content,
  shipmentId: r.shipment_id,
  messageType: 'text',
  delivered: r.delivered,
  read: r.read,
  reactionEmoji: r.reaction_emoji,
  createdAt: r.created_at.toISOString(),
});

export async function messageView(db: Queryable, messageId: string): Promise<MessageView> {
  const { rows } = await db.query<MessageRow>(`SELECT ${COLUMNS} FROM messages WHERE id = $1`, [messageId]);
  if (!rows[0]) throw conversationErrors.messageNotFound();
  return toMessageView(rows[0]);
}

/** The conversation a message is in, only when the caller is one of its two people. */
export async function conversationOfMessage(db: Queryable, messageId: string, userId: string): Promise<string> {
  const { rows } = await db.query<{ conversation_id: string }>(
    'SELECT conversation_id FROM messages WHERE id = $1 AND (sender_id = $2 OR recipient_id = $2)',
    [messageId, userId],
  );
  if (!rows[0]) throw conversationErrors.messageNotFound();
  return rows[0].conversation_id;
}

/** A page of one conversation (or one shipment thread in it), newest first, paging back with `before`. */
export async function listMessages(
  pool: pg.Pool,
  conversationId: string,
  opts: { shipmentId?: string; before?: string; limit: number },
): Promise<{ items: MessageView[]; hasMore: boolean }> {
  const params: unknown[] = [conversationId, opts.limit + 1];
  let where = 'conversation_id = $1';
  if (opts.shipmentId) {
    params.push(opts.shipmentId);
    where += ` AND shipment_id = $${params.length}`;
  }
  if (opts.before) {
    params.push(opts.before);
    where += ` AND created_at < $${params.length}`;
  }
  const { rows } = await pool.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages WHERE ${where} ORDER BY position DESC LIMIT $2`,
    params,
  );
  return { items: rows.slice(0, opts.limit).map(toMessageView), hasMore: rows.length > opts.limit };
}

/** Everything the caller sent or received after `since`, oldest first (catch-up after a reconnect). */
export async function messagesSince(
  pool: pg.Pool,
  userId: string,
  since: string,
  limit: number,
): Promise<{ items: MessageView[]; hasMore: boolean }> {
  const { rows } = await pool.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages
      WHERE (sender_id = $1 OR recipient_id = $1) AND created_at > $2
      ORDER BY position ASC LIMIT $3`,
    [userId, since, limit + 1],
  );
  return { items: rows.slice(0, limit).map(toMessageView), hasMore: rows.length > limit };
}
