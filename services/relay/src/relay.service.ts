import { RelayAppModule } from './app.module.js';
import { verifyRelayHandoffCodeRpc } from '@oneway/contracts';
import { SERVICE_CONTEXT, type ServiceContext, type ServiceDefinition } from '@oneway/service-kit';
import { packageStorageProjection } from './application/projections/package-storage.projection.js';
import { relayPointsProjection } from './application/projections/relay-points.projection.js';
import type { RelayDeps } from './application/relay-deps.js';
import { relayConfigSchema, type RelayConfig } from './config.js';
import { startStorageExpiry } from './infrastructure/jobs/storage-expiry.jobs.js';
import { relayMigrations } from './infrastructure/persistence/relay-read-models.migration.js';
import { relayDemoSeedConsumers } from './reactions/demo-seed.reaction.js';
import { peopleKnownToRelayConsumer } from './reactions/people-known-to-relay.consumer.js';
import { shipmentsKnownToRelayConsumer } from './reactions/shipments-known-to-relay.consumer.js';
import { RELAY_DEPS } from './relay.tokens.js';
import { relayFigures } from './application/admin-figures/relay-figures.query.js';

function relayDeps(ctx: ServiceContext<RelayConfig>): RelayDeps {
  return {
    pool: ctx.pool,
    store: ctx.store,
    projections: ctx.projections,
    verifyCode: async (meta, request) => {
      await ctx.rpcClient.call(verifyRelayHandoffCodeRpc, request, meta);
    },
    now: () => new Date(),
  };
}

/** Relay points, relay staff, package storage, check-in and release, storage history. */
export const relayService: ServiceDefinition<RelayConfig> = {
  name: 'relay',
  adminFigures: relayFigures,
  configSchema: relayConfigSchema,
  migrations: relayMigrations,
  projections: () => [relayPointsProjection, packageStorageProjection],
  consumers: (ctx) => [
    shipmentsKnownToRelayConsumer(),
    peopleKnownToRelayConsumer(),
    ...(ctx.config.SEED_DEMO === '1' ? relayDemoSeedConsumers(ctx.store) : []),
  ],
  appModule: RelayAppModule,
  providers: [{ provide: RELAY_DEPS, useFactory: relayDeps, inject: [SERVICE_CONTEXT] }],
  onStart: async (ctx) => (await startStorageExpiry(ctx)).stop,
};
