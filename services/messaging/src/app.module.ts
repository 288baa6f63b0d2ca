import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ServiceKitModule, type ServiceKit } from '@oneway/service-kit';
import { SendMessageHandler } from './application/send-message/send-message.handler.js';
import { ListConversationsHandler } from './application/list-conversations/list-conversations.handler.js';
import { ListMessagesHandler } from './application/list-messages/list-messages.handler.js';
import { MessagesSinceHandler } from './application/messages-since/messages-since.handler.js';
import { MarkConversationReadHandler } from './application/mark-conversation-read/mark-conversation-read.handler.js';
import { MarkConversationDeliveredHandler } from './application/mark-conversation-delivered/mark-conversation-delivered.handler.js';
import { ReactToMessageHandler } from './application/react-to-message/react-to-message.handler.js';
import { ReportMessageHandler } from './application/report-message/report-message.handler.js';
import { BlockUserHandler } from './application/block-user/block-user.handler.js';
import { UnblockUserHandler } from './application/unblock-user/unblock-user.handler.js';
import { UnreadCountHandler } from './application/unread-count/unread-count.handler.js';
import { CounterpartsHandler } from './application/counterparts/counterparts.handler.js';
import { AdminListMessageReportsHandler } from './application/admin-list-message-reports/admin-list-message-reports.handler.js';
import { ListNotificationsHandler } from './application/list-notifications/list-notifications.handler.js';
import { MarkNotificationReadHandler } from './application/mark-notification-read/mark-notification-read.handler.js';
import { MarkAllNotificationsReadHandler } from './application/mark-all-notifications-read/mark-all-notifications-read.handler.js';
import { OpenTicketHandler } from './application/open-ticket/open-ticket.handler.js';
import { MyTicketsHandler } from './application/my-tickets/my-tickets.handler.js';
import { MyTicketHandler } from './application/my-ticket/my-ticket.handler.js';
import { ReplyMyTicketHandler } from './application/reply-my-ticket/reply-my-ticket.handler.js';
import { CloseMyTicketHandler } from './application/close-my-ticket/close-my-ticket.handler.js';
import { StaffTicketsHandler } from './application/staff-tickets/staff-tickets.handler.js';
import { StaffTicketHandler } from './application/staff-ticket/staff-ticket.handler.js';
import { StaffReplyTicketHandler } from './application/staff-reply-ticket/staff-reply-ticket.handler.js';
import { StaffAssignTicketHandler } from './application/staff-assign-ticket/staff-assign-ticket.handler.js';
import { StaffTicketStatusHandler } from './application/staff-ticket-status/staff-ticket-status.handler.js';
import type { MessagingConfig } from './config.js';
import { ConversationsRpcController } from './interface/rpc/conversations.rpc-controller.js';
import { NotificationPreferencesRpcController } from './interface/rpc/notification-preferences.rpc-controller.js';
import { NotificationsRpcController } from './interface/rpc/notifications.rpc-controller.js';
import { SupportTicketsRpcController } from './interface/rpc/support-tickets.rpc-controller.js';

/** The service's RPC controllers, one per aggregate: each maps a message to a command or query. */
export const RPC_CONTROLLERS = [
  ConversationsRpcController,
  NotificationsRpcController,
  NotificationPreferencesRpcController,
  SupportTicketsRpcController,
];

/** One @CommandHandler/@QueryHandler per use case (application/<use-case>/). */
export const USE_CASE_HANDLERS = [
  SendMessageHandler,
  ListConversationsHandler,
  ListMessagesHandler,
  MessagesSinceHandler,
  MarkConversationReadHandler,
  MarkConversationDeliveredHandler,
  ReactToMessageHandler,
  ReportMessageHandler,
  BlockUserHandler,
  UnblockUserHandler,
  UnreadCountHandler,
  CounterpartsHandler,
  AdminListMessageReportsHandler,
  ListNotificationsHandler,
  MarkNotificationReadHandler,
  MarkAllNotificationsReadHandler,
  OpenTicketHandler,
  MyTicketsHandler,
  MyTicketHandler,
  ReplyMyTicketHandler,
  CloseMyTicketHandler,
  StaffTicketsHandler,
  StaffTicketHandler,
  StaffReplyTicketHandler,
  StaffAssignTicketHandler,
  StaffTicketStatusHandler,
];

/**
 * The messaging service's root module: the shared kit (config, readiness, ops routes, runtime,
 * the service's providers), the command and query buses, its RPC controllers and use-case handlers.
 */
@Module({})
export class MessagingAppModule {
  static forRoot(kit: ServiceKit<MessagingConfig>): DynamicModule {
    return {
      module: MessagingAppModule,
      imports: [ServiceKitModule.forRoot(kit), CqrsModule.forRoot()],
      controllers: RPC_CONTROLLERS,
      providers: USE_CASE_HANDLERS,
    };
  }
}
