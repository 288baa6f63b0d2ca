import type { EventEnvelope } from '@oneway/contracts';
import type { EventHandler, EventStore } from '@oneway/eventstore';
import { ConcurrencyError, runCommand } from '@oneway/eventstore';
import type { ConsumerSpec } from '@oneway/service-kit';
import type pg from 'pg';
import { decideNotification, notificationIdOf } from '../application/commands/create-notification.js';
import { notificationStreamId } from '../domain/notification/notification.decider.js';
import { NOTIFYING_EVENTS, notificationsFor } from '../domain/notification/notification-rules.js';
import { namesOf } from '../application/queries/directory.query.js';

/**
 * Turns another context's event into notifications, in the consumer's transaction (with its
 * inbox row). Each notification's id is derived from the source event and the person, so a
 * redelivery or a replay never notifies twice.
 */
async function notify(store: EventStore, event: EventEnvelope, tx: pg.PoolClient): Promise<void> {
  const data = event.data as Record<string, unknown>;
  for (const draft of await draftsOf(event, data, tx)) {
    const notificationId = notificationIdOf(event.id, draft.userId);
    const now = new Date();
    try {
      await runCommand(
        store,
        { correlationId: event.correlationId, causationId: event.id, actorId: null, now },
        (unit) => decideNotification(unit, notificationId, draft, event),
        // Its id was derived just now: no read (the inbox already keeps a redelivery out).
        { tx, newStreams: [notificationStreamId(notificationId)] },
      );
    } catch (err) {
      // Replayed past the inbox: the notification exists, as the decider would have said.
      if (!(err instanceof ConcurrencyError)) throw err;
    }
  }
}

/**
 * The event's notifications. Names the event carries (`senderName` beside `senderId`) are used as
 * they are; the directory is read only for the people a rule names and the event does not.
 */
async function draftsOf(event: EventEnvelope, data: Record<string, unknown>, tx: pg.PoolClient) {
  const carried = new Map<string, string>();
  for (const role of ['sender', 'traveler', 'user', 'recipient']) {
    const id = data[`${role}Id`];
    const name = data[`${role}Name`];
    if (typeof id === 'string' && typeof name === 'string' && name) carried.set(id.toLowerCase(), name);
  }
  const missing = new Set<string>();
  const drafts = notificationsFor(event.type, data, (id) => {
    const name = carried.get(id.toLowerCase());
    if (name === undefined) missing.add(id);
    return name ?? '';
  });
  if (!missing.size) return drafts;
  const nameOf = await namesOf(tx, [...missing]);
  return notificationsFor(event.type, data, (id) => carried.get(id.toLowerCase()) ?? nameOf(id));
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
