import { SERVICE_CONTEXT, type ServiceContext, type ServiceDefinition } from '@oneway/service-kit';
import { messagingConfigSchema, type MessagingConfig } from './config.js';
import type { MessagingDeps } from './application/messaging-deps.js';
import { conversationsProjection } from './application/projections/conversations.projection.js';
import { messageReportsProjection } from './application/projections/message-reports.projection.js';
import { notificationsProjection } from './application/projections/notifications.projection.js';
import { messagingMigrations } from './infrastructure/persistence/read-models.migration.js';
import { ConversationsRpcController } from './interface/rpc/conversations.rpc-controller.js';
import { NotificationsRpcController } from './interface/rpc/notifications.rpc-controller.js';
import { MESSAGING_DEPS } from './messaging.tokens.js';
import { demoSeedConsumer } from './reactions/demo-seed.reaction.js';
import { directoryConsumer } from './reactions/directory.reaction.js';
import { notificationConsumers } from './reactions/notifications.reaction.js';
import { shipmentPartiesConsumer } from './reactions/shipment-parties.reaction.js';

/** Conversations and messages, receipts, blocks and reports, and everyone's notifications. */
export const messagingService: ServiceDefinition<MessagingConfig> = {
  name: 'messaging',
  configSchema: messagingConfigSchema,
  migrations: messagingMigrations,
  projections: () => [conversationsProjection, messageReportsProjection, notificationsProjection],
  consumers: (ctx) => [
    directoryConsumer(),
    shipmentPartiesConsumer(),
    ...notificationConsumers(ctx.store),
    ...(ctx.config.SEED_DEMO === '1' ? [demoSeedConsumer(ctx.store)] : []),
  ],
  controllers: [ConversationsRpcController, NotificationsRpcController],
  providers: [
    {
      provide: MESSAGING_DEPS,
      useFactory: (ctx: ServiceContext<MessagingConfig>): MessagingDeps => ({
        pool: ctx.pool,
        store: ctx.store,
        projections: ctx.projections,
        now: () => new Date(),
      }),
      inject: [SERVICE_CONTEXT],
    },
  ],
};
