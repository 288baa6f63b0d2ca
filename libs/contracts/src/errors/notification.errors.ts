import { defineError } from '../errors.js';

/** In-app notifications (messaging's Notification aggregate). */
export const notificationErrors = {
  notFound: defineError({ code: 'NOTIFICATION.NOT_FOUND', kind: 'not_found', message: 'Notification not found' }),
};

/** E-mail preferences and the signed unsubscribe links of messaging's e-mails. */
export const notificationPreferenceErrors = {
  invalidUnsubscribeToken: defineError({
    code: 'NOTIFICATION.UNSUBSCRIBE_TOKEN_INVALID',
    kind: 'validation',
    message: 'This unsubscribe link is not valid',
    fieldErrors: () => [{ field: 'token', message: 'This unsubscribe link is not valid' }],
  }),
};
