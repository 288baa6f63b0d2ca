import type { DomainEvent } from '@oneway/contracts';
import type { CommandUnit } from '@oneway/eventstore';
import { notificationDecider, notificationStreamId } from '../../domain/notification/notification.decider.js';
import { type NotificationDraft, notificationsFor } from '../../domain/notification/notification-rules.js';
import { EMAIL_CATEGORY_OF_EVENT } from '../../domain/preferences/email-categories.js';
import { uuidFromHash } from '../conversation-id.js';

/** A notification's id: derived from what caused it and the person, so it is created once. */
export const notificationIdOf = (cause: string, userId: string) => uuidFromHash(`notification:${cause}:${userId}`);

/** Decides one notification in `unit`, naming the event that caused it. */
export function decideNotification(
  unit: CommandUnit,
  notificationId: string,
  draft: NotificationDraft,
  source: { id: string; type: string },
) {
  return unit.decide(notificationDecider, notificationStreamId(notificationId), {
    type: 'create_notification',
    notification: {
      notificationId,
      ...draft,
      sourceEventId: source.id,
      emailCategory: EMAIL_CATEGORY_OF_EVENT[source.type] ?? null,
    },
  });
}

/** The stream of the notification a message gives its recipient (new with the message). */
export const messageNotificationStreamId = (messageId: string, recipientId: string) =>
  notificationStreamId(notificationIdOf(`message:${messageId}`, recipientId));

/**
 * Decides the notification of a message sent in `unit`, to commit with it (decision
 * messaging-message-notification-commits-with-it). `nameOf` names the sender.
 */
export async function decideMessageNotification(
  unit: CommandUnit,
  sent: DomainEvent,
  messageId: string,
  nameOf: (userId: string) => string,
): Promise<void> {
  const source = { id: unit.eventId(sent), type: sent.type };
  for (const draft of notificationsFor(sent.type, sent.data as Record<string, unknown>, nameOf)) {
    await decideNotification(unit, notificationIdOf(`message:${messageId}`, draft.userId), draft, source);
  }
}
