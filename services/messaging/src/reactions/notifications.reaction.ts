import type { EventEnvelope } from '@oneway/contracts';
import type { EventHandler, EventStore } from '@oneway/eventstore';
import { ConcurrencyError, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';
import { uuidFromHash } from '../application/conversation-id.js';
import { notificationDecider, notificationStreamId } from '../domain/notification/notification.decider.js';
import { NOTIFYING_EVENTS, notificationsFor } from '../domain/notification/notification-rules.js';
import { namesOf } from '../application/queries/directory.query.js';
import { EMAIL_CATEGORY_OF_EVENT } from '../domain/preferences/email-categories.js';

/**
 * Turns another context's event into notifications, in the consumer's transaction (with its
 * inbox row). Each notification's id is derived from the source event and the person, so a
 * redelivery or a replay never notifies twice.
 */
async function notify(store: EventStore, event: EventEnvelope, tx: pg.PoolClient): Promise<void> {
  const data = event.data as Record<string, unknown>;
  const people = ['senderId', 'travelerId', 'userId', 'recipientId']
    .map((k) => data[k])
    .filter((v): v is string => typeof v === 'string');
  const nameOf = await namesOf(tx, people);
  for (const draft of notificationsFor(event.type, data, nameOf)) {
    const notificationId = uuidFromHash(`notification:${event.id}:${draft.userId}`);
    const streamId = notificationStreamId(notificationId);
    const now = new Date();
    try {
      await runCommand(
        store,
        { correlationId: event.correlationId, causationId: event.id, actorId: null, now },
        (unit) =>
          unit.decide(notificationDecider, streamId, {
            type: 'create_notification',
            notification: {
              notificationId,
              ...draft,
              sourceEventId: event.id,
              emailCategory: EMAIL_CATEGORY_OF_EVENT[event.type] ?? null,
            },
          }),
        // Its id was derived just now: no read (the inbox already keeps a redelivery out).
        { tx, newStreams: [streamId] },
      );
    } catch (err) {
      // Replayed past the inbox: the notification exists, as the decider would have said.
      if (!(err instanceof ConcurrencyError)) throw err;
    }
  }
}

/** One durable consumer per context whose events become notifications. */
export function notificationConsumers(store: EventStore): ConsumerSpec[] {
  return Object.entries(NOTIFYING_EVENTS).map(([context, types]) => {
    const handler: EventHandler = (event, tx) => notify(store, event, tx);
    return {
      name: `messaging-notifications-${context}`,
      context,
      // Each notification stands alone (its id derived from its source event): order does not
      // matter, so a burst is taken in batches (decision eventstore-consumer-batches).
      maxAckPending: 64,
      handlers: Object.fromEntries(types.map((t) => [t, handler])),
    };
  });
}
