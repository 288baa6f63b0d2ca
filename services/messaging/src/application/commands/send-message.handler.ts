import type { Actor, EventMetadata, MessageView } from '@oneway/contracts';
import { conversationErrors } from '@oneway/contracts';
import { runCommand } from '@oneway/eventstore';
import { conversationIdOf } from '../conversation-id.js';
import {
  conversationDecider,
  conversationStreamId,
  sendSlice,
} from '../../domain/conversation/conversation.decider.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { findUsersStatement, nameIn, shareShipmentThread, usersOf } from '../queries/directory.query.js';
import { messageView } from '../queries/messages.query.js';
import { claimAndStoreSendStatement, isMessageIdClaimed } from '../projections/conversations.projection.js';
import { decideMessageNotification, messageNotificationStreamId } from './create-notification.js';

export interface SendMessageInput {
  messageId: string;
  recipientId: string;
  content: string;
  shipmentId?: string | null;
}

/**
 * Sends a message in the pair's conversation, in two round trips to Postgres (decision
 * messaging-send-two-round-trips): BEGIN with the blocks, this message's own events and both
 * people's directory rows; then the append, the message's read-model rows and COMMIT. The
 * client chooses the id: a retry finds the message stored and gets it back; the id is claimed
 * in the append's transaction so it can never name a message in another conversation.
 */
export async function sendMessage(
  deps: MessagingDeps,
  actor: Actor,
  input: SendMessageInput,
  metadata: EventMetadata,
): Promise<MessageView> {
  try {
    return await sendOnce(deps, actor, input, metadata);
  } catch (err) {
    if (!isMessageIdClaimed(err)) throw err;
    // The id was claimed meanwhile: by a concurrent retry of this send (decided again, it finds
    // the message stored), or by a message in another conversation.
    const { rows } = await deps.pool.query<{ conversation_id: string }>(
      'SELECT conversation_id FROM message_ids WHERE message_id = $1',
      [input.messageId],
    );
    if (rows[0]?.conversation_id !== conversationIdOf(actor.userId, input.recipientId)) {
      throw conversationErrors.messageIdTaken();
    }
    return sendOnce(deps, actor, input, metadata);
  }
}

async function sendOnce(
  deps: MessagingDeps,
  actor: Actor,
  input: SendMessageInput,
  metadata: EventMetadata,
): Promise<MessageView> {
  const conversationId = conversationIdOf(actor.userId, input.recipientId);
  const shipmentId = input.shipmentId ?? null;
  const streamId = conversationStreamId(conversationId);
  const { value: sent } = await runCommand(
    deps.store,
    metadata,
    async (unit) => {
      const users = usersOf(unit.reads[0]!.rows);
      const recipient = users.get(input.recipientId.toLowerCase());
      const sender = users.get(actor.userId.toLowerCase());
      if (sender?.banned) throw conversationErrors.senderBanned();
      const threadAllowed = shipmentId
        ? await shareShipmentThread(unit.tx, shipmentId, actor.userId, input.recipientId)
        : true;
      const { events } = await unit.decide(conversationDecider, streamId, {
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
      });
      const event = events.find((e) => e.type === 'messaging.message.sent');
      if (!event) return event;
      // The message's read-model rows commit with it (decision messaging-send-stores-its-rows).
      unit.atCommit((stored) => claimAndStoreSendStatement(stored.find((e) => e.type === event.type)!));
      // So does its recipient's notification (decision messaging-message-notification-commits-with-it).
      await decideMessageNotification(unit, event, input.messageId, nameIn(users));
      return event;
    },
    {
      // Blocks and this message's own events: not the whole conversation.
      prefetch: [{ streamId, slice: sendSlice(input.messageId) }],
      reads: [findUsersStatement([input.recipientId, actor.userId])],
      // The recipient's notification is new with the message: its stream is not read.
      newStreams: [messageNotificationStreamId(input.messageId, input.recipientId)],
      oneTripCommit: true,
    },
  );
  // Nothing appended: a retry of a stored message, whose row committed with it.
  if (!sent) return messageView(deps.pool, input.messageId);
  // Just stored: the event holds everything the view shows, as the projection wrote it.
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
