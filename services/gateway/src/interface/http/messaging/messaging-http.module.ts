import { Module } from '@nestjs/common';
import {
  AdminMessageReportsController,
  ConversationsController,
  MessagesController,
} from './conversations.controller.js';
import { NotificationsController } from './notifications.controller.js';

/** REST routes of the messaging context. */
@Module({
  controllers: [ConversationsController, MessagesController, AdminMessageReportsController, NotificationsController],
})
export class MessagingHttpModule {}
