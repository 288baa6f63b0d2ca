import type { EventData, notificationCreatedV1, notificationsAllReadV1 } from '@oneway/contracts';
import { applyInRuns, type Projection, type StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';

/** Stores any number of created notifications in one statement (a replayed one is skipped). */
async function insertCreated(tx: pg.PoolClient, events: StoredEvent[]): Promise<void> {
  const rows = events.map((event) => {
    const d = event.data as EventData<typeof notificationCreatedV1>;
    return {
      id: d.notificationId,
      user_id: d.userId,
      type: d.type,
      title: d.title,
      content: d.content,
      link: d.link,
      related_id: d.relatedId,
      sender_user_id: d.senderUserId,
      created_at: event.occurredAt,
    };
  });
  // Named: planned once per connection (a notification follows every message).
  await tx.query({
    name: 'messaging_insert_notifications',
    text: `INSERT INTO notifications (id, user_id, type, title, content, link, related_id, sender_user_id, created_at)
     SELECT r.id, r.user_id, r.type, r.title, r.content, r.link, r.related_id, r.sender_user_id, r.created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, user_id uuid, type text, title text, content text, link text,
            related_id text, sender_user_id uuid, created_at timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    values: [JSON.stringify(rows)],
  });
}

/**
 * The read model's side of `notification.read`. The command runs it in its own transaction too,
 * so its answer and the next list agree however far the projection lags; the projection's run
 * over the same event then changes nothing.
 */
export const markReadInReadModel = (tx: pg.PoolClient, notificationId: string) =>
  tx.query('UPDATE notifications SET read = true WHERE id = $1', [notificationId]);

/** The read model's side of `notification.all_read` (run by the command too, as above). */
export const markAllReadInReadModel = (tx: pg.PoolClient, userId: string, upTo: string) =>
  tx.query('UPDATE notifications SET read = true WHERE user_id = $1 AND created_at <= $2 AND NOT read', [userId, upTo]);

/** `notifications` (spec §3), newest first per user. */
export const notificationsProjection: Projection = {
  name: 'messaging.notifications',
  handles: ['messaging.notification.created', 'messaging.notification.read', 'messaging.notification.all_read'],
  applyBatch(events, tx) {
    return applyInRuns(
      events,
      (e) => e.type === 'messaging.notification.created',
      (run) => insertCreated(tx, run),
      (e) => this.apply(e, tx),
    );
  },
  async apply(event, tx) {
    switch (event.type) {
      case 'messaging.notification.created':
        return insertCreated(tx, [event]);
      case 'messaging.notification.read':
        await markReadInReadModel(tx, (event.data as { notificationId: string }).notificationId);
        return;
      case 'messaging.notification.all_read': {
        const d = event.data as EventData<typeof notificationsAllReadV1>;
        await markAllReadInReadModel(tx, d.userId, d.upTo);
        return;
      }
      default:
        return;
    }
  },
  async reset(tx) {
    await tx.query('TRUNCATE notifications');
  },
};
