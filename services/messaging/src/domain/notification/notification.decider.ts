import { type EventData, type EventOf, notificationErrors } from '@oneway/contracts';
import type { notificationCreatedV1, notificationReadV1, notificationsAllReadV1 } from '@oneway/contracts';
import type { Decider } from '@oneway/contracts';

export type NotificationEvent = EventOf<typeof notificationCreatedV1> | EventOf<typeof notificationReadV1>;

export type NotificationCommand =
  | { type: 'create_notification'; notification: EventData<typeof notificationCreatedV1> }
  | { type: 'mark_notification_read'; userId: string };

export type NotificationState = { status: 'absent' } | { status: 'unread' | 'read'; userId: string; id: string };

/** One notification: created once (its id comes from the source event), read by its owner only. */
export const notificationDecider: Decider<NotificationCommand, NotificationState, NotificationEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'messaging.notification.created':
        return { status: 'unread', userId: event.data.userId, id: event.data.notificationId };
      case 'messaging.notification.read':
        return state.status === 'absent' ? state : { ...state, status: 'read' };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'create_notification':
        // The same source event seen again: already notified.
        if (state.status !== 'absent') return [];
        return [{ type: 'messaging.notification.created', data: command.notification }];
      case 'mark_notification_read':
        // Someone else's notification is indistinguishable from a missing one.
        if (state.status === 'absent' || state.userId !== command.userId) throw notificationErrors.notFound();
        if (state.status === 'read') return [];
        return [{ type: 'messaging.notification.read', data: { notificationId: state.id, userId: state.userId } }];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};

export const notificationStreamId = (id: string) => `notification-${id}`;

export type NotificationsAllReadEvent = EventOf<typeof notificationsAllReadV1>;

/** 'Mark all as read' records an event only when something was unread. */
export function decideMarkAllRead(userId: string, unread: number, now: Date): NotificationsAllReadEvent[] {
  if (unread === 0) return [];
  return [{ type: 'messaging.notification.all_read', data: { userId, upTo: now.toISOString() } }];
}

export const notificationInboxStreamId = (userId: string) => `notification-inbox-${userId}`;
