import { messagingConversationEvents } from './conversation.events.js';
import { messagingNotificationEvents } from './notification.events.js';
import { messagingSupportTicketEvents } from './support-ticket.events.js';

export * from './conversation.events.js';
export * from './notification.events.js';
export * from './support-ticket.events.js';
import { messagingPreferenceEvents } from './notification-preference.events.js';
export * from './notification-preference.events.js';

export const messagingEvents = [
  ...messagingConversationEvents,
  ...messagingNotificationEvents,
  ...messagingSupportTicketEvents,
  ...messagingPreferenceEvents,
] as const;
