import type { EventData, notificationCreatedV1, notificationsAllReadV1 } from '@oneway/contracts';
import type { Projection } from '@oneway/eventstore';

/** `notifications` (spec §3), newest first per user. */
export const notificationsProjection: Projection = {
  name: 'messaging.notifications',
  handles: ['messaging.notification.created', 'messaging.notification.read', 'messaging.notification.all_read'],
  async apply(event, tx) {
    switch (event.type) {
      case 'messaging.notification.created': {
        const d = event.data as EventData<typeof notificationCreatedV1>;
        await tx.query(
          `INSERT INTO notifications (id, user_id, type, title, content, link, related_id, sender_user_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            d.notificationId,
            d.userId,
            d.type,
            d.title,
            d.content,
            d.link,
            d.relatedId,
            d.senderUserId,
            event.occurredAt,
          ],
        );
        return;
      }
      case 'messaging.notification.read':
        await tx.query('UPDATE notifications SET read = true WHERE id = $1', [
          (event.data as { notificationId: string }).notificationId,
        ]);
        return;
      case 'messaging.notification.all_read': {
        const d = event.data as EventData<typeof notificationsAllReadV1>;
        await tx.query('UPDATE notifications SET read = true WHERE user_id = $1 AND created_at <= $2 AND NOT read', [
          d.userId,
          d.upTo,
        ]);
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
