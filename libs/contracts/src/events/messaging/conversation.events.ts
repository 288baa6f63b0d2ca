import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// A conversation is one per pair of users (stream `conversation-<conversationId>`, the id
// derived from the pair); messages may belong to a shipment's thread inside it. Content is
// stored as the plain text the sender typed; the web renders it escaped.

export { MESSAGE_MAX_LENGTH } from '../../values.js';

export const messageSentV1 = defineEvent({
  type: 'messaging.message.sent',
  version: 1,
  schema: z.object({
    conversationId: z.uuid(),
    messageId: z.uuid(),
    senderId: z.uuid(),
    recipientId: z.uuid(),
    content: z.string(),
    /** The shipment thread this message belongs to, or null for the pair's main thread. */
    shipmentId: z.uuid().nullable(),
    /**
     * The sender's display name when it was sent: the new-message notification shows it without
     * a directory read (older events lack it and are looked up).
     */
    senderName: z.string().optional(),
  }),
});

/** The recipient's device has the messages (receipt). */
export const messagesDeliveredV1 = defineEvent({
  type: 'messaging.message.delivered',
  version: 1,
  schema: z.object({
    conversationId: z.uuid(),
    recipientId: z.uuid(),
    messageIds: z.array(z.uuid()).min(1),
    /** Who sent those messages (told live that they arrived). */
    senderId: z.uuid().optional(),
  }),
});

/** The recipient opened the conversation: these messages are read (they count as delivered too). */
export const messagesReadV1 = defineEvent({
  type: 'messaging.message.read',
  version: 1,
  schema: z.object({
    conversationId: z.uuid(),
    readerId: z.uuid(),
    messageIds: z.array(z.uuid()).min(1),
    /** Who sent those messages (told live that they were read). */
    senderId: z.uuid().optional(),
  }),
});

/** One emoji reaction per message, by its recipient; null removes it. */
export const messageReactionSetV1 = defineEvent({
  type: 'messaging.message.reaction_set',
  version: 1,
  schema: z.object({
    conversationId: z.uuid(),
    messageId: z.uuid(),
    userId: z.uuid(),
    emoji: z.string().nullable(),
    /** The message's author (told live about the reaction). */
    senderId: z.uuid().optional(),
  }),
});

/** The recipient reported a message; it is kept for staff whatever happens to the conversation. */
export const messageReportedV1 = defineEvent({
  type: 'messaging.message.reported',
  version: 1,
  schema: z.object({
    conversationId: z.uuid(),
    messageId: z.uuid(),
    reporterId: z.uuid(),
    reportedUserId: z.uuid(),
    content: z.string(),
    reason: z.string(),
  }),
});

export const userBlockedV1 = defineEvent({
  type: 'messaging.conversation.user_blocked',
  version: 1,
  schema: z.object({ conversationId: z.uuid(), blockerId: z.uuid(), blockedId: z.uuid() }),
});

export const userUnblockedV1 = defineEvent({
  type: 'messaging.conversation.user_unblocked',
  version: 1,
  schema: z.object({ conversationId: z.uuid(), blockerId: z.uuid(), blockedId: z.uuid() }),
});

export const messagingConversationEvents = [
  messageSentV1,
  messagesDeliveredV1,
  messagesReadV1,
  messageReactionSetV1,
  messageReportedV1,
  userBlockedV1,
  userUnblockedV1,
] as const;
