import { messagingConversationEvents } from './conversation.events.js';
import { messagingNotificationEvents } from './notification.events.js';

export * from './conversation.events.js';
export * from './notification.events.js';

export const messagingEvents = [...messagingConversationEvents, ...messagingNotificationEvents] as const;
