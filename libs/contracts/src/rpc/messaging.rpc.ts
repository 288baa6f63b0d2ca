import { z } from 'zod';
import { emailCategorySchema } from '../events/messaging/notification-preference.events.js';
import { dateTimeSchema } from '../input-limits.js';
import { defineRpc } from './define-rpc.js';

// Request/reply messages between the gateway and the messaging service: conversations and
// messages, receipts, reactions, blocks and reports, notifications.

export const messagingPingRpc = defineRpc({
  name: 'messaging.ping',
  request: z.object({}),
  response: z.object({ service: z.literal('messaging') }),
});

const id = z.uuid();
const iso = z.string();

export const messageViewSchema = z.object({
  id,
  conversationId: id,
  senderId: id,
  recipientId: id,
  content: z.string(),
  shipmentId: id.nullable(),
  messageType: z.literal('text'),
  delivered: z.boolean(),
  read: z.boolean(),
  reactionEmoji: z.string().nullable(),
  createdAt: iso,
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const conversationSummarySchema = z.object({
  conversationId: id,
  userId: id,
  user: z.object({ fullName: z.string(), username: z.string().nullable() }),
  lastMessage: z.object({ content: z.string(), createdAt: iso, senderId: id }).nullable(),
  unreadCount: z.number().int(),
  /** Shipments with a thread in this conversation. */
  shipmentIds: z.array(id),
  blockedByMe: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Send a message; `messageId` is chosen by the client so a retried send stores it once. */
export const sendMessageRpc = defineRpc({
  name: 'messaging.send_message',
  request: z.object({
    messageId: id,
    recipientId: id,
    content: z.string({ error: 'Message content is required' }),
    shipmentId: id.nullish(),
  }),
  response: messageViewSchema,
});

export const listConversationsRpc = defineRpc({
  name: 'messaging.list_conversations',
  request: z.object({ shipmentId: id.optional() }),
  response: z.object({ items: z.array(conversationSummarySchema), totalUnread: z.number().int() }),
});

/** One conversation's messages, newest page first; `before` pages back in history. */
export const listMessagesRpc = defineRpc({
  name: 'messaging.list_messages',
  request: z.object({
    userId: id,
    shipmentId: id.optional(),
    before: dateTimeSchema.optional(),
    limit: z.number().int().min(1).max(100).default(30),
  }),
  response: z.object({
    items: z.array(messageViewSchema),
    hasMore: z.boolean(),
    user: z.object({ id, fullName: z.string(), username: z.string().nullable() }),
  }),
});

/** Catch-up after a reconnect: the caller's messages (sent or received) after `since`. */
export const messagesSinceRpc = defineRpc({
  name: 'messaging.messages_since',
  request: z.object({ since: dateTimeSchema, limit: z.number().int().min(1).max(500).default(200) }),
  response: z.object({ items: z.array(messageViewSchema), hasMore: z.boolean() }),
});

const counterpartRequest = z.object({ userId: id });
const receiptResponse = z.object({ conversationId: id, messageIds: z.array(id) });

export const markConversationReadRpc = defineRpc({
  name: 'messaging.mark_read',
  request: counterpartRequest,
  response: receiptResponse,
});

export const markConversationDeliveredRpc = defineRpc({
  name: 'messaging.mark_delivered',
  request: counterpartRequest,
  response: receiptResponse,
});

export const reactToMessageRpc = defineRpc({
  name: 'messaging.react',
  request: z.object({ messageId: id, emoji: z.string().nullable() }),
  response: messageViewSchema,
});

export const reportMessageRpc = defineRpc({
  name: 'messaging.report_message',
  request: z.object({ messageId: id, reason: z.string().max(1000).default('') }),
  response: z.object({ reported: z.literal(true) }),
});

export const blockUserRpc = defineRpc({
  name: 'messaging.block_user',
  request: counterpartRequest,
  response: z.object({ blocked: z.boolean() }),
});

export const unblockUserRpc = defineRpc({
  name: 'messaging.unblock_user',
  request: counterpartRequest,
  response: z.object({ blocked: z.boolean() }),
});

export const unreadCountRpc = defineRpc({
  name: 'messaging.unread_count',
  request: z.object({}),
  response: z.object({ total: z.number().int() }),
});

/** People the caller may see online and typing: a conversation or a shipment between them. */
export const counterpartsRpc = defineRpc({
  name: 'messaging.counterparts',
  request: z.object({}),
  response: z.object({ userIds: z.array(id) }),
});

export const messageReportViewSchema = z.object({
  messageId: id,
  conversationId: id,
  reporterId: id,
  reportedUserId: id,
  content: z.string(),
  reason: z.string(),
  createdAt: iso,
});

export const adminListMessageReportsRpc = defineRpc({
  name: 'messaging.admin_list_reports',
  request: z.object({
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    items: z.array(messageReportViewSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

// Notifications

export const notificationViewSchema = z.object({
  id,
  type: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  relatedId: z.string().nullable(),
  senderUserId: id.nullable(),
  read: z.boolean(),
  createdAt: iso,
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const listNotificationsRpc = defineRpc({
  name: 'messaging.list_notifications',
  request: z.object({
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    /** Only notifications created at or after this instant (the dropdown's 7 days). */
    since: dateTimeSchema.optional(),
  }),
  response: z.object({
    items: z.array(notificationViewSchema),
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const markNotificationReadRpc = defineRpc({
  name: 'messaging.mark_notification_read',
  request: z.object({ notificationId: id, read: z.literal(true, { error: 'read must be true' }) }),
  response: notificationViewSchema,
});

export const markAllNotificationsReadRpc = defineRpc({
  name: 'messaging.mark_all_notifications_read',
  request: z.object({}),
  response: z.object({ unread: z.literal(0) }),
});

// Notification preferences and unsubscribe links

export const notificationPreferenceSchema = z.object({
  category: emailCategorySchema,
  label: z.string(),
  description: z.string(),
  /** In-app notifications are always on (issue 13: "in-app always"). */
  inApp: z.literal(true),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

const preferencesResponse = z.object({ items: z.array(notificationPreferenceSchema) });

export const getNotificationPreferencesRpc = defineRpc({
  name: 'messaging.get_notification_preferences',
  request: z.object({}),
  response: preferencesResponse,
});

export const setNotificationPreferenceRpc = defineRpc({
  name: 'messaging.set_notification_preference',
  request: z.object({ category: emailCategorySchema, email: z.boolean({ error: 'email must be true or false' }) }),
  response: preferencesResponse,
});

/** One click from an e-mail, signed in or not: the signed token names the person and the category. */
export const unsubscribeRpc = defineRpc({
  name: 'messaging.unsubscribe',
  request: z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required').max(500) }),
  response: z.object({ category: emailCategorySchema, label: z.string(), email: z.literal(false) }),
});
