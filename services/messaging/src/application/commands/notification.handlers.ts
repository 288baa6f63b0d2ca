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

export async function markNotificationRead(
  deps: MessagingDeps,
  actor: Actor,
  notificationId: string,
  metadata: EventMetadata,
): Promise<NotificationView> {
  const result = await handleCommand(
    deps.store,
    notificationDecider,
    notificationStreamId(notificationId),
    { type: 'mark_notification_read', userId: actor.userId },
    metadata,
  );
  await readModelsAt(deps, result.lastPosition ?? undefined);
  return notificationFor(deps.pool, notificationId, actor.userId);
}

/** 'Mark all as read': one event for everything unread up to now (none when nothing is). */
export async function markAllNotificationsRead(
  deps: MessagingDeps,
  actor: Actor,
  metadata: EventMetadata,
): Promise<{ unread: 0 }> {
  const position = await withTransaction(deps.pool, async (tx) => {
    // Serialise a user's mark-all calls; the stream is append-only, any version is fine.
    const stream = notificationInboxStreamId(actor.userId);
    const events = decideMarkAllRead(actor.userId, await unreadNotifications(tx, actor.userId), metadata.now);
    if (!events.length) return 0;
    const existing = await deps.store.readStream(stream, tx);
    const version = existing.length ? existing[existing.length - 1]!.streamVersion : 0;
    const r = await deps.store.appendInTransaction(tx, {
      streamId: stream,
      expectedVersion: version,
      events,
      metadata,
    });
    return r.lastPosition;
  });
  await readModelsAt(deps, position);
  return { unread: 0 };
}
