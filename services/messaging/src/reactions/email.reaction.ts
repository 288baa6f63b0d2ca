import type { EventData, messageSentV1, notificationCreatedV1 } from '@oneway/contracts';
import type { ConsumerSpec } from '@oneway/service-kit';
import type { EmailQueue } from '../infrastructure/email/email-queue.js';

/**
 * Queues e-mail from messaging's own events, after they committed: a notification with an
 * e-mail category is e-mailed at once; a new message schedules its recipient's digest of
 * unread messages. Job ids are deterministic, so a redelivered event queues nothing new.
 */
export function emailConsumer(queue: EmailQueue, now: () => Date = () => new Date()): ConsumerSpec {
  return {
    name: 'messaging-email',
    context: 'messaging',
    // Job ids are deterministic and no job depends on another: order does not matter, so a
    // burst is taken in batches (decision eventstore-consumer-batches).
    maxAckPending: 64,
    handlers: {
      'messaging.notification.created': async (event) => {
        const d = event.data as EventData<typeof notificationCreatedV1>;
        if (!d.emailCategory) return;
        await queue.enqueueNotification({
          notificationId: d.notificationId,
          userId: d.userId,
          category: d.emailCategory,
          title: d.title,
          content: d.content,
          link: d.link,
        });
      },
      'messaging.message.sent': async (event) => {
        const d = event.data as EventData<typeof messageSentV1>;
        await queue.enqueueDigest(d.recipientId, new Date(event.occurredAt), now());
      },
    },
  };
}
