import type { ServiceDefinition } from '@oneway/service-kit';
import { conversationsProjection } from './application/projections/conversations.projection.js';
import { messageReportsProjection } from './application/projections/message-reports.projection.js';
import { notificationsProjection } from './application/projections/notifications.projection.js';
import { messagingMigrations } from './infrastructure/persistence/read-models.migration.js';
import { registerMessagingRpc } from './interface/rpc/messaging.rpc-handlers.js';
import { directoryConsumer } from './reactions/directory.reaction.js';
import { notificationConsumers } from './reactions/notifications.reaction.js';
import { shipmentPartiesConsumer } from './reactions/shipment-parties.reaction.js';

/** Conversations and messages, receipts, blocks and reports, and everyone's notifications. */
export const messagingService: ServiceDefinition = {
  name: 'messaging',
  migrations: messagingMigrations,
  projections: () => [conversationsProjection, messageReportsProjection, notificationsProjection],
  consumers: (ctx) => [directoryConsumer(), shipmentPartiesConsumer(), ...notificationConsumers(ctx.store)],
  rpc: (ctx) =>
    registerMessagingRpc(ctx.rpc, {
      pool: ctx.pool,
      store: ctx.store,
      projections: ctx.projections,
      now: () => new Date(),
    }),
};
