import { z } from 'zod';
import { defineEvent } from '../../define-event.js';
import { emailCategorySchema } from './notification-preference.events.js';

// Notifications (spec §3): created by messaging's reactions to other contexts' events
// (stream `notification-<id>`, the id derived from the source event and the recipient, so a
// redelivered event never notifies twice), and for a new message by the send itself, in the
// message's transaction (the id derived from the message id and the recipient); read one by
// one or all at once.

export const notificationCreatedV1 = defineEvent({
  type: 'messaging.notification.created',
  version: 1,
  schema: z.object({
    notificationId: z.uuid(),
    userId: z.uuid(),
    type: z.string().min(1),
    title: z.string().min(1),
    content: z.string(),
    link: z.string().nullable(),
    relatedId: z.string().nullable(),
    senderUserId: z.uuid().nullable(),
    /** The event that caused it (for operators). */
    sourceEventId: z.uuid(),
    /** Set when the person must not miss it: it is also e-mailed, unless they turned that kind off. */
    emailCategory: emailCategorySchema.nullish(),
  }),
});

export const notificationReadV1 = defineEvent({
  type: 'messaging.notification.read',
  version: 1,
  schema: z.object({ notificationId: z.uuid(), userId: z.uuid() }),
});

/** 'Mark all as read': every notification of the user created up to `upTo` is read. */
export const notificationsAllReadV1 = defineEvent({
  type: 'messaging.notification.all_read',
  version: 1,
  schema: z.object({ userId: z.uuid(), upTo: z.iso.datetime({ offset: true }) }),
});

export const messagingNotificationEvents = [notificationCreatedV1, notificationReadV1, notificationsAllReadV1] as const;
