import { Module } from '@nestjs/common';
import {
  AdminMessageReportsController,
  ConversationsController,
  MessagesController,
} from './conversations.controller.js';
import { NotificationPreferencesController } from './notification-preferences.controller.js';
import { NotificationsController } from './notifications.controller.js';
import { AdminSupportTicketsController, SupportTicketsController } from './support-tickets.controller.js';

/** REST routes of the messaging context. */
@Module({
  controllers: [
    ConversationsController,
    MessagesController,
    AdminMessageReportsController,
    NotificationsController,
    SupportTicketsController,
    AdminSupportTicketsController,
    NotificationPreferencesController,
  ],
})
export class MessagingHttpModule {}
