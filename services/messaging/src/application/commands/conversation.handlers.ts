import type { Actor, EventMetadata, MessageView } from '@oneway/contracts';
import { handleCommand } from '@oneway/eventstore';
import type { ConversationCommand } from '../../domain/conversation/conversation.commands.js';
import { conversationIdOf } from '../conversation-id.js';
import { conversationDecider, conversationStreamId } from '../../domain/conversation/conversation.decider.js';
import type { ConversationEvent } from '../../domain/conversation/conversation.state.js';
import {
  CONVERSATIONS_PROJECTION,
  MESSAGE_REPORTS_PROJECTION,
  readModelsAt,
  type MessagingDeps,
} from '../messaging-deps.js';
import { requireUser } from '../queries/directory.query.js';
import { conversationOfMessage, messageView } from '../queries/messages.query.js';

/**
 * Appends the command's events and answers once `projection` shows them: the one whose tables
 * the answer (and the caller's next read) comes from. Waiting for every projection tied a
 * receipt to the notifications' and e-mails' lag as well.
 */
async function run(
  deps: MessagingDeps,
  conversationId: string,
  command: ConversationCommand,
  metadata: EventMetadata,
  projection = CONVERSATIONS_PROJECTION,
) {
  const result = await handleCommand(
    deps.store,
    conversationDecider,
    conversationStreamId(conversationId),
    command,
    metadata,
  );
  await readModelsAt(deps, result.lastPosition, projection);
  return result;
}

const idsOf = (events: ConversationEvent[]) =>
  events.flatMap((e) =>
    e.type === 'messaging.message.read' || e.type === 'messaging.message.delivered' ? e.data.messageIds : [],
  );

/** Receipts: every message the caller received from `userId` is now delivered (or read). */
export async function markConversation(
  deps: MessagingDeps,
  actor: Actor,
  userId: string,
  receipt: 'delivered' | 'read',
  metadata: EventMetadata,
): Promise<{ conversationId: string; messageIds: string[] }> {
  const conversationId = conversationIdOf(actor.userId, userId);
  const command: ConversationCommand =
    receipt === 'read'
      ? { type: 'mark_read', conversationId, readerId: actor.userId }
      : { type: 'mark_delivered', conversationId, recipientId: actor.userId };
  const result = await run(deps, conversationId, command, metadata);
  return { conversationId, messageIds: idsOf(result.newEvents) };
}

export async function reactToMessage(
  deps: MessagingDeps,
  actor: Actor,
  messageId: string,
  emoji: string | null,
  metadata: EventMetadata,
): Promise<MessageView> {
  const conversationId = await conversationOfMessage(deps.pool, messageId, actor.userId);
  await run(deps, conversationId, { type: 'react', userId: actor.userId, messageId, emoji }, metadata);
  return messageView(deps.pool, messageId);
}

export async function reportMessage(
  deps: MessagingDeps,
  actor: Actor,
  messageId: string,
  reason: string,
  metadata: EventMetadata,
): Promise<{ reported: true }> {
  const conversationId = await conversationOfMessage(deps.pool, messageId, actor.userId);
  await run(
    deps,
    conversationId,
    { type: 'report_message', reporterId: actor.userId, messageId, reason },
    metadata,
    MESSAGE_REPORTS_PROJECTION,
  );
  return { reported: true };
}

export async function setBlocked(
  deps: MessagingDeps,
  actor: Actor,
  userId: string,
  blocked: boolean,
  metadata: EventMetadata,
): Promise<{ blocked: boolean }> {
  await requireUser(deps.pool, userId);
  const conversationId = conversationIdOf(actor.userId, userId);
  await run(
    deps,
    conversationId,
    { type: blocked ? 'block_user' : 'unblock_user', conversationId, blockerId: actor.userId, blockedId: userId },
    metadata,
  );
  return { blocked };
}
