import type { Actor, EventMetadata, MessageView } from '@oneway/contracts';
import { ConcurrencyError, handleCommand } from '@oneway/eventstore';
import { conversationIdOf } from '../conversation-id.js';
import {
  conversationDecider,
  conversationStreamId,
  sendSlice,
} from '../../domain/conversation/conversation.decider.js';
import { conversationErrors } from '@oneway/contracts';
import type { MessagingDeps } from '../messaging-deps.js';
import { findUsers, shareShipmentThread } from '../queries/directory.query.js';
import { messageView } from '../queries/messages.query.js';
import { claimAndStoreSend } from '../projections/conversations.projection.js';

export interface SendMessageInput {
  messageId: string;
  recipientId: string;
  content: string;
  shipmentId?: string | null;
}

/**
 * Sends a message in the pair's conversation. The client chooses the id: a retry finds the
 * message stored and gets it back; the id is claimed in the append's transaction so it can
 * never name a message in another conversation.
 */
export async function sendMessage(
  deps: MessagingDeps,
  actor: Actor,
  input: SendMessageInput,
  metadata: EventMetadata,
): Promise<MessageView> {
  const conversationId = conversationIdOf(actor.userId, input.recipientId);
  const shipmentId = input.shipmentId ?? null;
  const users = await findUsers(deps.pool, [input.recipientId, actor.userId]);
  const recipient = users.get(input.recipientId.toLowerCase());
  const sender = users.get(actor.userId.toLowerCase());
  if (sender?.banned) throw conversationErrors.senderBanned();
  const threadAllowed = shipmentId
    ? await shareShipmentThread(deps.pool, shipmentId, actor.userId, input.recipientId)
    : true;
  const result = await handleCommand(
    deps.store,
    conversationDecider,
    conversationStreamId(conversationId),
    {
      type: 'send_message',
      conversationId,
      messageId: input.messageId,
      senderId: actor.userId,
      recipientId: input.recipientId,
      content: input.content,
      shipmentId,
      recipient: { exists: !!recipient, banned: recipient?.banned ?? false },
      senderName: sender?.fullName ?? null,
      threadAllowed,
    },
    metadata,
    {
      // Blocks and this message's own events: not the whole conversation.
      slice: sendSlice(input.messageId),
      alongside: async (tx, _events, stored) => {
        // The message's read-model rows commit with it (decision messaging-send-stores-its-rows).
        if (await claimAndStoreSend(tx, stored[0]!)) return;
        const { rows } = await tx.query<{ conversation_id: string }>(
          'SELECT conversation_id FROM message_ids WHERE message_id = $1',
          [input.messageId],
        );
        // A concurrent retry of the same send committed first: decide again and find it stored.
        if (rows[0]?.conversation_id === conversationId) throw new ConcurrencyError(conversationId, 0, null);
        throw conversationErrors.messageIdTaken();
      },
    },
  );
  const sent = result.newEvents.find((e) => e.type === 'messaging.message.sent');
  // Nothing appended: a retry of a stored message, whose row committed with it.
  if (!sent) return messageView(deps.pool, input.messageId);
  // Just stored: the event holds everything the view shows, as the projection wrote it above.
  return {
    id: input.messageId,
    conversationId,
    senderId: actor.userId,
    recipientId: input.recipientId,
    content: (sent.data as { content: string }).content,
    shipmentId,
    messageType: 'text' as const,
    delivered: false,
    read: false,
    reactionEmoji: null,
    createdAt: metadata.now.toISOString(),
  };
}
