import type { Actor, EventMetadata, NotificationView } from '@oneway/contracts';
import { handleCommand, withTransaction } from '@oneway/eventstore';
import {
  decideMarkAllRead,
  notificationDecider,
  notificationInboxStreamId,
  notificationStreamId,
} from '../../domain/notification/notification.decider.js';
import { readModelsAt, type MessagingDeps } from '../messaging-deps.js';
import { notificationFor, unreadNotifications } from '../queries/notifications.query.js';
import { markAllReadInReadModel, markReadInReadModel } from '../projections/notifications.projection.js';

export async function markNotificationRead(
  deps: MessagingDeps,
  actor: Actor,
  notificationId: string,
  metadata: EventMetadata,
): Promise<NotificationView> {
  // The read model's row is marked in the command's transaction: the answer, and the list the
  // client reads next, show it read however far the projection lags.
  let listed = true;
  const result = await handleCommand(
    deps.store,
    notificationDecider,
    notificationStreamId(notificationId),
    { type: 'mark_notification_read', userId: actor.userId },
    metadata,
    {
      alongside: async (tx) => {
        const { rowCount } = await markReadInReadModel(tx, notificationId);
        listed = (rowCount ?? 0) > 0;
      },
    },
  );
  // Not in the read model yet (its creation is still being projected): wait for it there.
  if (!listed) await readModelsAt(deps, result.lastPosition);
  return notificationFor(deps.pool, notificationId, actor.userId);
}

/**
 * 'Mark all as read': one event for everything unread up to now (none when nothing is), and the
 * read model's rows marked in the same transaction, so the next list shows none unread however
 * far the projection lags (waiting for it gave up after 5 s and left the bell's badge as it was).
 */
export async function markAllNotificationsRead(
  deps: MessagingDeps,
  actor: Actor,
  metadata: EventMetadata,
): Promise<{ unread: 0 }> {
  await withTransaction(deps.pool, async (tx) => {
    // Serialise a user's mark-all calls; the stream is append-only, any version is fine.
    const stream = notificationInboxStreamId(actor.userId);
    const events = decideMarkAllRead(actor.userId, await unreadNotifications(tx, actor.userId), metadata.now);
    if (!events.length) return;
    const existing = await deps.store.readStream(stream, tx);
    const version = existing.length ? existing[existing.length - 1]!.streamVersion : 0;
    await deps.store.appendInTransaction(tx, { streamId: stream, expectedVersion: version, events, metadata });
    await markAllReadInReadModel(tx, actor.userId, events[0]!.data.upTo);
  });
  return { unread: 0 };
}
