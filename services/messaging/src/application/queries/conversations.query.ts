import type { ConversationSummary } from '@oneway/contracts';
import type pg from 'pg';

/** The caller's conversations, most recent first, with unread counts and their total. */
export async function listConversations(
  pool: pg.Pool,
  userId: string,
  shipmentId?: string,
): Promise<{ items: ConversationSummary[]; totalUnread: number }> {
  const params: unknown[] = [userId];
  let filter = '';
  if (shipmentId) {
    params.push(shipmentId);
    filter = `AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = cm.conversation_id AND m.shipment_id = $2)`;
  }
  // The total is over every conversation, so it is its own statement; the two run side by side.
  const [{ rows }, totalUnread] = await Promise.all([
    pool.query<{
      conversation_id: string;
      counterpart_id: string;
      full_name: string | null;
      username: string | null;
      last_content: string | null;
      last_at: Date | null;
      last_sender_id: string | null;
      unread_count: number;
      blocked_counterpart: boolean;
      shipment_ids: string[] | null;
    }>(
      `SELECT cm.conversation_id, cm.counterpart_id, u.full_name, u.username, cm.last_content, cm.last_at,
            cm.last_sender_id, cm.unread_count, cm.blocked_counterpart,
            (SELECT array_agg(DISTINCT m.shipment_id) FROM messages m
              WHERE m.conversation_id = cm.conversation_id AND m.shipment_id IS NOT NULL) AS shipment_ids
       FROM conversation_members cm LEFT JOIN messaging_users u ON u.id = cm.counterpart_id
      WHERE cm.user_id = $1 AND cm.last_at IS NOT NULL ${filter}
      ORDER BY cm.last_at DESC`,
      params,
    ),
    unreadTotal(pool, userId),
  ]);
  const items = rows.map((r): ConversationSummary => ({
    conversationId: r.conversation_id,
    userId: r.counterpart_id,
    user: { fullName: r.full_name ?? 'Anonymous', username: r.username },
    lastMessage:
      r.last_at && r.last_content !== null
        ? { content: r.last_content, createdAt: r.last_at.toISOString(), senderId: r.last_sender_id! }
        : null,
    unreadCount: r.unread_count,
    shipmentIds: r.shipment_ids ?? [],
    blockedByMe: r.blocked_counterpart,
  }));
  return { items, totalUnread };
}

export async function unreadTotal(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ total: string | null }>(
    'SELECT sum(unread_count) AS total FROM conversation_members WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.total ?? 0);
}

/** People the caller may see online and typing: a conversation or a shipment between them. */
export async function counterparts(pool: pg.Pool, userId: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT counterpart_id AS id FROM conversation_members WHERE user_id = $1
     UNION
     SELECT other.user_id FROM shipment_parties me
       JOIN shipment_parties other ON other.shipment_id = me.shipment_id AND other.user_id <> me.user_id
      WHERE me.user_id = $1 AND (me.role = 'sender' OR other.role = 'sender')`,
    [userId],
  );
  return rows.map((r) => r.id);
}

export async function listMessageReports(pool: pg.Pool, page: number, pageSize: number) {
  const { rows } = await pool.query<{
    message_id: string;
    conversation_id: string;
    reporter_id: string;
    reported_user_id: string;
    content: string;
    reason: string;
    created_at: Date;
    total: string;
  }>(`SELECT *, count(*) OVER () AS total FROM message_reports ORDER BY created_at DESC LIMIT $1 OFFSET $2`, [
    pageSize,
    (page - 1) * pageSize,
  ]);
  return {
    items: rows.map((r) => ({
      messageId: r.message_id,
      conversationId: r.conversation_id,
      reporterId: r.reporter_id,
      reportedUserId: r.reported_user_id,
      content: r.content,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
    page,
    pageSize,
  };
}
