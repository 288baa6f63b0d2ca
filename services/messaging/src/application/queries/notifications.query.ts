import { type NotificationView, notificationErrors } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import type pg from 'pg';

interface Row {
  id: string;
  type: string;
  title: string;
  content: string;
  link: string | null;
  related_id: string | null;
  sender_user_id: string | null;
  read: boolean;
  created_at: Date;
}

const toView = (r: Row): NotificationView => ({
  id: r.id,
  type: r.type,
  title: r.title,
  content: r.content,
  link: r.link,
  relatedId: r.related_id,
  senderUserId: r.sender_user_id,
  read: r.read,
  createdAt: r.created_at.toISOString(),
});

/** The caller's notifications, newest first, with the unread count of all of them. */
export async function listNotifications(
  pool: pg.Pool,
  userId: string,
  opts: { page: number; pageSize: number; since?: string },
) {
  const params: unknown[] = [userId, opts.pageSize, (opts.page - 1) * opts.pageSize];
  let where = 'user_id = $1';
  if (opts.since) {
    params.push(opts.since);
    where += ` AND created_at >= $${params.length}`;
  }
  const [{ rows }, counts] = await Promise.all([
    pool.query<Row & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM notifications WHERE ${where}
        ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      params,
    ),
    unreadNotifications(pool, userId),
  ]);
  return {
    items: rows.map(toView),
    total: Number(rows[0]?.total ?? 0),
    unread: counts,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}

export async function unreadNotifications(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND NOT read',
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function notificationFor(db: Queryable, id: string, userId: string): Promise<NotificationView> {
  const { rows } = await db.query<Row>('SELECT * FROM notifications WHERE id = $1 AND user_id = $2', [id, userId]);
  if (!rows[0]) throw notificationErrors.notFound();
  return toView(rows[0]);
}
