import { Controller } from '@nestjs/common';
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
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SendMessageCommand } from '../../application/send-message/send-message.command.js';
import { ListConversationsQuery } from '../../application/list-conversations/list-conversations.query.js';
import { ListMessagesQuery } from '../../application/list-messages/list-messages.query.js';
import { MessagesSinceQuery } from '../../application/messages-since/messages-since.query.js';
import { MarkConversationReadCommand } from '../../application/mark-conversation-read/mark-conversation-read.command.js';
import { MarkConversationDeliveredCommand } from '../../application/mark-conversation-delivered/mark-conversation-delivered.command.js';
import { ReactToMessageCommand } from '../../application/react-to-message/react-to-message.command.js';
import { ReportMessageCommand } from '../../application/report-message/report-message.command.js';
import { BlockUserCommand } from '../../application/block-user/block-user.command.js';
import { UnblockUserCommand } from '../../application/unblock-user/unblock-user.command.js';
import { UnreadCountQuery } from '../../application/unread-count/unread-count.query.js';
import { CounterpartsQuery } from '../../application/counterparts/counterparts.query.js';
import { AdminListMessageReportsQuery } from '../../application/admin-list-message-reports/admin-list-message-reports.query.js';

/** Conversations and messages; the caller always comes from the RPC meta, never the payload. */
@Controller()
export class ConversationsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(messagingPingRpc)
  ping(): { service: 'messaging' } {
    return { service: 'messaging' };
  }

  @Rpc(sendMessageRpc)
  send(@RpcPayload() req: RpcRequest<typeof sendMessageRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new SendMessageCommand(req, meta));
  }

  @Rpc(listConversationsRpc)
  list(@RpcPayload() req: RpcRequest<typeof listConversationsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListConversationsQuery(req, meta));
  }

  @Rpc(listMessagesRpc)
  messages(@RpcPayload() req: RpcRequest<typeof listMessagesRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListMessagesQuery(req, meta));
  }

  @Rpc(messagesSinceRpc)
  since(@RpcPayload() req: RpcRequest<typeof messagesSinceRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new MessagesSinceQuery(req, meta));
  }

  @Rpc(markConversationReadRpc)
  read(@RpcPayload() req: RpcRequest<typeof markConversationReadRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new MarkConversationReadCommand(req, meta));
  }

  @Rpc(markConversationDeliveredRpc)
  delivered(@RpcPayload() req: RpcRequest<typeof markConversationDeliveredRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new MarkConversationDeliveredCommand(req, meta));
  }

  @Rpc(reactToMessageRpc)
  react(@RpcPayload() req: RpcRequest<typeof reactToMessageRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ReactToMessageCommand(req, meta));
  }

  @Rpc(reportMessageRpc)
  report(@RpcPayload() req: RpcRequest<typeof reportMessageRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ReportMessageCommand(req, meta));
  }

  @Rpc(blockUserRpc)
  block(@RpcPayload() req: RpcRequest<typeof blockUserRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new BlockUserCommand(req, meta));
  }

  @Rpc(unblockUserRpc)
  unblock(@RpcPayload() req: RpcRequest<typeof unblockUserRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new UnblockUserCommand(req, meta));
  }

  @Rpc(unreadCountRpc)
  unread(@RpcPayload() req: RpcRequest<typeof unreadCountRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new UnreadCountQuery(req, meta));
  }

  @Rpc(counterpartsRpc)
  counterparts(@RpcPayload() req: RpcRequest<typeof counterpartsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new CounterpartsQuery(req, meta));
  }

  @Rpc(adminListMessageReportsRpc)
  reports(@RpcPayload() req: RpcRequest<typeof adminListMessageReportsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminListMessageReportsQuery(req, meta));
  }
}
