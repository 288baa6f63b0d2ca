import { DomainError, MESSAGE_MAX_LENGTH } from '@oneway/contracts';
import type { ConversationCommand } from './conversation.commands.js';
import { blockKey, type ConversationEvent, type ConversationState } from './conversation.state.js';

/** A single emoji (with skin tones, variation selectors and ZWJ sequences), nothing else. */
const SINGLE_EMOJI = /^\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*$/u;

const notFound = () => new DomainError('MESSAGING.MESSAGE_NOT_FOUND', 'not_found', 'Message not found');

export function decideConversation(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'send_message': {
      const existing = state.messages[command.messageId];
      if (existing) {
        // A retried send (same client-chosen id, same words) is the message already stored.
        if (existing.senderId === command.senderId && existing.content === command.content.trim()) return [];
        throw new DomainError('MESSAGING.MESSAGE_ID_TAKEN', 'conflict', 'This message id is already used');
      }
      if (command.senderId === command.recipientId)
        throw new DomainError('MESSAGING.SELF', 'validation', 'You cannot send a message to yourself', [
          { field: 'recipientId', message: 'You cannot send a message to yourself' },
        ]);
      const content = command.content.trim();
      if (!content) {
        const message = 'Message cannot be empty';
        throw new DomainError('MESSAGING.CONTENT_EMPTY', 'validation', message, [{ field: 'content', message }]);
      }
      if ([...content].length > MESSAGE_MAX_LENGTH) {
        const message = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;
        throw new DomainError('MESSAGING.CONTENT_TOO_LONG', 'validation', message, [{ field: 'content', message }]);
      }
      if (!command.recipient.exists) throw new DomainError('USER.NOT_FOUND', 'not_found', 'User not found');
      if (command.recipient.banned)
        throw new DomainError('MESSAGING.RECIPIENT_BANNED', 'forbidden', 'This user can no longer receive messages');
      if (state.blocks.includes(blockKey(command.senderId, command.recipientId)))
        throw new DomainError(
          'MESSAGING.YOU_BLOCKED',
          'forbidden',
          'You blocked this user. Unblock them to send a message.',
        );
      if (state.blocks.includes(blockKey(command.recipientId, command.senderId)))
        throw new DomainError('MESSAGING.BLOCKED', 'forbidden', 'You cannot send messages to this user');
      if (command.shipmentId && !command.threadAllowed)
        throw new DomainError(
          'MESSAGING.NOT_IN_THREAD',
          'forbidden',
          "Only the shipment's sender and its travelers can write in this thread",
        );
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
      if (m.recipientId !== command.userId)
        throw new DomainError('MESSAGING.REACT_OWN', 'validation', 'You can react only to messages you received', [
          { field: 'messageId', message: 'You can react only to messages you received' },
        ]);
      const emoji = command.emoji?.trim() || null;
      if (emoji !== null && (emoji.length > 16 || !SINGLE_EMOJI.test(emoji)))
        throw new DomainError('MESSAGING.REACTION_INVALID', 'validation', 'A reaction is a single emoji', [
          { field: 'emoji', message: 'A reaction is a single emoji' },
        ]);
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
      if (m.recipientId !== command.reporterId)
        throw new DomainError('MESSAGING.REPORT_OWN', 'validation', 'You can report only messages you received', [
          { field: 'messageId', message: 'You can report only messages you received' },
        ]);
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
      if (command.blockerId === command.blockedId)
        throw new DomainError('MESSAGING.SELF', 'validation', 'You cannot block yourself', [
          { field: 'userId', message: 'You cannot block yourself' },
        ]);
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
