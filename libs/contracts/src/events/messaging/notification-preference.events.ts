import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// Notification preferences (stream `notification-preferences-<userId>`): in-app
// notifications always reach the person; e-mail is on or off per category.

/** The kinds of e-mail a person can turn off one by one. */
export const EMAIL_CATEGORIES = ['payments', 'shipments', 'relay', 'messages'] as const;
export const emailCategorySchema = z.enum(EMAIL_CATEGORIES, { error: 'Unknown notification category' });
export type EmailCategory = z.infer<typeof emailCategorySchema>;

export const notificationPreferenceSetV1 = defineEvent({
  type: 'messaging.notification_preference.set',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    category: emailCategorySchema,
    email: z.boolean(),
    /** Where the change came from: the settings page or an e-mail's unsubscribe link. */
    via: z.enum(['settings', 'unsubscribe_link']),
  }),
});

export const messagingPreferenceEvents = [notificationPreferenceSetV1] as const;
