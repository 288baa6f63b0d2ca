import { MessagingAppModule } from './app.module.js';
import { SERVICE_CONTEXT, type ServiceContext, type ServiceDefinition } from '@oneway/service-kit';
import { messagingConfigSchema, type MessagingConfig } from './config.js';
import type { MessagingDeps } from './application/messaging-deps.js';
import { conversationsProjection } from './application/projections/conversations.projection.js';
import { messageReportsProjection } from './application/projections/message-reports.projection.js';
import { notificationPreferencesProjection } from './application/projections/notification-preferences.projection.js';
import { notificationsProjection } from './application/projections/notifications.projection.js';
import { supportTicketsProjection } from './application/projections/support-tickets.projection.js';
import { emailQueueOf, startMessagingEmail } from './infrastructure/email/email.jobs.js';
import { messagingMigrations } from './infrastructure/persistence/read-models.migration.js';
import { MESSAGING_DEPS } from './messaging.tokens.js';
import { demoSeedConsumer } from './reactions/demo-seed.reaction.js';
import { directoryConsumer } from './reactions/directory.reaction.js';
import { emailConsumer } from './reactions/email.reaction.js';
import { notificationConsumers } from './reactions/notifications.reaction.js';
import { shipmentPartiesConsumer } from './reactions/shipment-parties.reaction.js';
import { messagingFigures } from './application/admin-figures/messaging-figures.query.js';

/**
 * Conversations and messages, receipts, blocks and reports, support tickets, everyone's
 * notifications, their e-mail (BullMQ + SMTP) and notification preferences.
 */
export const messagingService: ServiceDefinition<MessagingConfig> = {
  name: 'messaging',
  adminFigures: messagingFigures,
  configSchema: messagingConfigSchema,
  migrations: messagingMigrations,
  projections: () => [
    conversationsProjection,
    messageReportsProjection,
    notificationsProjection,
    supportTicketsProjection,
    notificationPreferencesProjection,
  ],
  consumers: (ctx) => [
    directoryConsumer(),
    shipmentPartiesConsumer(),
    ...notificationConsumers(ctx.store),
    emailConsumer(emailQueueOf(ctx)),
    ...(ctx.config.SEED_DEMO === '1' ? [demoSeedConsumer(ctx.store)] : []),
  ],
  appModule: MessagingAppModule,
  onStart: async (ctx) => (await startMessagingEmail(ctx)).stop,
  providers: [
    {
      provide: MESSAGING_DEPS,
      useFactory: (ctx: ServiceContext<MessagingConfig>): MessagingDeps => ({
        pool: ctx.pool,
        store: ctx.store,
        projections: ctx.projections,
        now: () => new Date(),
        unsubscribeSecret: ctx.config.UNSUBSCRIBE_SECRET,
      }),
      inject: [SERVICE_CONTEXT],
    },
  ],
};
