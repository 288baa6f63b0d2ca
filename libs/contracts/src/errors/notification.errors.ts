import { defineError } from '../errors.js';

/** In-app notifications (messaging's Notification aggregate). */
export const notificationErrors = {
  notFound: defineError({ code: 'NOTIFICATION.NOT_FOUND', kind: 'not_found', message: 'Notification not found' }),
};
