import { Controller, Inject } from '@nestjs/common';
import {
  adminListMessageReportsRpc,
  blockUserRpc,
  counterpartsRpc,
  listConversationsRpc,
  listMessagesRpc,
  markConversationDeliveredRpc,
  markConversationReadRpc,
  messagesSinceRpc,
  messagingPingRpc,
  reactToMessageRpc,
  reportMessageRpc,
  sendMessageRpc,
  unblockUserRpc,
  unreadCountRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { metadataFromRpc, Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { requireActor, requireStaff } from '../../application/caller.js';
import {
  markConversation,
  reactToMessage,
  reportMessage,
  setBlocked,
} from '../../application/commands/conversation.handlers.js';
import { sendMessage } from '../../application/commands/send-message.handler.js';
import type { MessagingDeps } from '../../application/messaging-deps.js';
import {
  counterparts,
  listConversations,
  listMessageReports,
  unreadTotal,
} from '../../application/queries/conversations.query.js';
import { requireUser } from '../../application/queries/directory.query.js';
import { listMessages, messagesSince } from '../../application/queries/messages.query.js';
import { conversationIdOf } from '../../application/conversation-id.js';
import { MESSAGING_DEPS } from '../../messaging.tokens.js';

/** Conversations and messages; the caller always comes from the RPC meta, never the payload. */
@Controller()
export class ConversationsRpcController {
  constructor(@Inject(MESSAGING_DEPS) private readonly deps: MessagingDeps) {}

  private md(meta: RpcMeta) {
    return metadataFromRpc(meta, this.deps.now());
  }

  @Rpc(messagingPingRpc)
  ping(): { service: 'messaging' } {
    return { service: 'messaging' };
  }

  @Rpc(sendMessageRpc)
  send(@RpcPayload() p: RpcRequest<typeof sendMessageRpc>, @RpcCaller() meta: RpcMeta) {
    return sendMessage(this.deps, requireActor(meta), p, this.md(meta));
  }

  @Rpc(listConversationsRpc)
  list(@RpcPayload() p: RpcRequest<typeof listConversationsRpc>, @RpcCaller() meta: RpcMeta) {
    return listConversations(this.deps.pool, requireActor(meta).userId, p.shipmentId);
  }

  @Rpc(listMessagesRpc)
  async messages(@RpcPayload() p: RpcRequest<typeof listMessagesRpc>, @RpcCaller() meta: RpcMeta) {
    const me = requireActor(meta).userId;
    const user = await requireUser(this.deps.pool, p.userId);
    const page = await listMessages(this.deps.pool, conversationIdOf(me, p.userId), p);
    return { ...page, user: { id: user.id, fullName: user.fullName, username: user.username } };
  }

  @Rpc(messagesSinceRpc)
  since(@RpcPayload() p: RpcRequest<typeof messagesSinceRpc>, @RpcCaller() meta: RpcMeta) {
    return messagesSince(this.deps.pool, requireActor(meta).userId, p.since, p.limit);
  }

  @Rpc(markConversationReadRpc)
  read(@RpcPayload() p: RpcRequest<typeof markConversationReadRpc>, @RpcCaller() meta: RpcMeta) {
    return markConversation(this.deps, requireActor(meta), p.userId, 'read', this.md(meta));
  }

  @Rpc(markConversationDeliveredRpc)
  delivered(@RpcPayload() p: RpcRequest<typeof markConversationDeliveredRpc>, @RpcCaller() meta: RpcMeta) {
    return markConversation(this.deps, requireActor(meta), p.userId, 'delivered', this.md(meta));
  }

  @Rpc(reactToMessageRpc)
  react(@RpcPayload() p: RpcRequest<typeof reactToMessageRpc>, @RpcCaller() meta: RpcMeta) {
    return reactToMessage(this.deps, requireActor(meta), p.messageId, p.emoji, this.md(meta));
  }

  @Rpc(reportMessageRpc)
  report(@RpcPayload() p: RpcRequest<typeof reportMessageRpc>, @RpcCaller() meta: RpcMeta) {
    return reportMessage(this.deps, requireActor(meta), p.messageId, p.reason, this.md(meta));
  }

  @Rpc(blockUserRpc)
  block(@RpcPayload() p: RpcRequest<typeof blockUserRpc>, @RpcCaller() meta: RpcMeta) {
    return setBlocked(this.deps, requireActor(meta), p.userId, true, this.md(meta));
  }

  @Rpc(unblockUserRpc)
  unblock(@RpcPayload() p: RpcRequest<typeof unblockUserRpc>, @RpcCaller() meta: RpcMeta) {
    return setBlocked(this.deps, requireActor(meta), p.userId, false, this.md(meta));
  }

  @Rpc(unreadCountRpc)
  async unread(@RpcCaller() meta: RpcMeta) {
    return { total: await unreadTotal(this.deps.pool, requireActor(meta).userId) };
  }

  @Rpc(counterpartsRpc)
  async counterparts(@RpcCaller() meta: RpcMeta) {
    return { userIds: await counterparts(this.deps.pool, requireActor(meta).userId) };
  }

  @Rpc(adminListMessageReportsRpc)
  reports(@RpcPayload() p: RpcRequest<typeof adminListMessageReportsRpc>, @RpcCaller() meta: RpcMeta) {
    requireStaff(meta);
    return listMessageReports(this.deps.pool, p.page, p.pageSize);
  }
}
