import { MESSAGE_MAX_LENGTH, conversationErrors, userErrors } from '@oneway/contracts';
import type { ConversationCommand } from './conversation.commands.js';
import { blockKey, type ConversationEvent, type ConversationState } from './conversation.state.js';

/** A single emoji (with skin tones, variation selectors and ZWJ sequences), nothing else. */
const SINGLE_EMOJI = /^\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*$/u;

const notFound = conversationErrors.messageNotFound;

export function decideConversation(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'send_message': {
      const existing = state.messages[command.messageId];
      if (existing) {
        // A retried send (same client-chosen id, same words) is the message already stored.
        if (existing.senderId === command.senderId && existing.content === command.content.trim()) return [];
        throw conversationErrors.messageIdTaken();
      }
      if (command.senderId === command.recipientId) throw conversationErrors.self('recipientId');
      const content = command.content.trim();
      if (!content) throw conversationErrors.contentEmpty();
      if ([...content].length > MESSAGE_MAX_LENGTH) throw conversationErrors.contentTooLong(MESSAGE_MAX_LENGTH);
      if (!command.recipient.exists) throw userErrors.notFound();
      if (command.recipient.banned) throw conversationErrors.recipientBanned();
      if (state.blocks.includes(blockKey(command.senderId, command.recipientId))) throw conversationErrors.youBlocked();
      if (state.blocks.includes(blockKey(command.recipientId, command.senderId))) throw conversationErrors.blocked();
      if (command.shipmentId && !command.threadAllowed) throw conversationErrors.notInThread();
      return [
        {
          type: 'messaging.message.sent',
          data: {
            conversationId: command.conversationId,
            messageId: command.messageId,
            senderId: command.senderId,
            recipientId: command.recipientId,
            content,
            shipmentId: command.shipmentId,
            ...(command.senderName ? { senderName: command.senderName } : {}),
          },
        },
      ];
    }
    case 'mark_delivered': {
      const ids = Object.entries(state.messages)
        .filter(([, m]) => m.recipientId === command.recipientId && !m.delivered)
        .map(([id]) => id);
      if (!ids.length) return [];
      return [
        {
          type: 'messaging.message.delivered',
          data: {
            conversationId: command.conversationId,
            recipientId: command.recipientId,
            messageIds: ids,
            senderId: state.messages[ids[0]!]!.senderId,
          },
        },
      ];
    }
    case 'mark_read': {
      const ids = Object.entries(state.messages)
        .filter(([, m]) => m.recipientId === command.readerId && !m.read)
        .map(([id]) => id);
      if (!ids.length) return [];
      return [
        {
          type: 'messaging.message.read',
          data: {
            conversationId: command.conversationId,
            readerId: command.readerId,
            messageIds: ids,
            senderId: state.messages[ids[0]!]!.senderId,
          },
        },
      ];
    }
    case 'react': {
      const m = state.messages[command.messageId];
      if (!m || (m.senderId !== command.userId && m.recipientId !== command.userId)) throw notFound();
      if (m.recipientId !== command.userId) throw conversationErrors.reactOwn();
      const emoji = command.emoji?.trim() || null;
      if (emoji !== null && (emoji.length > 16 || !SINGLE_EMOJI.test(emoji)))
        throw conversationErrors.reactionInvalid();
      if (m.reaction === emoji) return [];
      return [
        {
          type: 'messaging.message.reaction_set',
          data: {
            conversationId: state.conversationId!,
            messageId: command.messageId,
            userId: command.userId,
            emoji,
            senderId: m.senderId,
          },
        },
      ];
    }
    case 'report_message': {
      const m = state.messages[command.messageId];
      if (!m || (m.senderId !== command.reporterId && m.recipientId !== command.reporterId)) throw notFound();
      if (m.recipientId !== command.reporterId) throw conversationErrors.reportOwn();
      if (m.reportedBy.includes(command.reporterId)) return [];
      return [
        {
          type: 'messaging.message.reported',
          data: {
            conversationId: state.conversationId!,
            messageId: command.messageId,
            reporterId: command.reporterId,
            reportedUserId: m.senderId,
            content: m.content,
            reason: command.reason.trim(),
          },
        },
      ];
    }
    case 'block_user':
    case 'unblock_user': {
      if (command.blockerId === command.blockedId) throw conversationErrors.self('userId');
      const blocked = state.blocks.includes(blockKey(command.blockerId, command.blockedId));
      if (command.type === 'block_user' ? blocked : !blocked) return [];
      const data = {
        conversationId: command.conversationId,
        blockerId: command.blockerId,
        blockedId: command.blockedId,
      };
      return command.type === 'block_user'
        ? [{ type: 'messaging.conversation.user_blocked', data }]
        : [{ type: 'messaging.conversation.user_unblocked', data }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}
