import { SERVICE_CONTEXT, type ServiceContext, type ServiceDefinition } from '@oneway/service-kit';
import { MARKETPLACE_DEPS, type MarketplaceDeps } from './application/marketplace-deps.js';
import { marketplaceProjections } from './application/projections/marketplace-projections.js';
import { marketplaceConfigSchema, type MarketplaceConfig } from './config.js';
import { CodeSealer } from './infrastructure/crypto/code-sealer.js';
import { HandoffCodesRepository } from './infrastructure/persistence/handoff-codes.repository.js';
import { marketplaceMigrations } from './infrastructure/persistence/read-models.migration.js';
import { CountryRequestsRpcController } from './interface/rpc/country-requests.rpc-controller.js';
import { InterestsRpcController } from './interface/rpc/interests.rpc-controller.js';
import { MarketplacePingRpcController } from './interface/rpc/marketplace-ping.rpc-controller.js';
import { ShipmentsRpcController } from './interface/rpc/shipments.rpc-controller.js';
import { TripsRpcController } from './interface/rpc/trips.rpc-controller.js';
import { demoSeedConsumer } from './reactions/demo-seed.reaction.js';
import { escrowConsumer } from './reactions/escrow.reactions.js';
import { identityVerifiedConsumer } from './reactions/identity-verified.reaction.js';
import { relayHandoffsConsumer } from './reactions/relay-handoffs.reaction.js';

/** Shipments, trips, interests and matching, the shipment lifecycle and tracking. */
export const marketplaceService: ServiceDefinition<MarketplaceConfig> = {
  name: 'marketplace',
  configSchema: marketplaceConfigSchema,
  migrations: marketplaceMigrations,
  projections: () => marketplaceProjections,
  consumers: (ctx) => [
    escrowConsumer(ctx.store),
    identityVerifiedConsumer(ctx.store),
    relayHandoffsConsumer(ctx.store),
    ...(ctx.config.SEED_DEMO === '1' ? [demoSeedConsumer(ctx.store)] : []),
  ],
  controllers: [
    MarketplacePingRpcController,
    ShipmentsRpcController,
    TripsRpcController,
    InterestsRpcController,
    CountryRequestsRpcController,
  ],
  providers: [
    {
      provide: MARKETPLACE_DEPS,
      inject: [SERVICE_CONTEXT],
      useFactory: (ctx: ServiceContext<MarketplaceConfig>): MarketplaceDeps => ({
        pool: ctx.pool,
        store: ctx.store,
        projections: ctx.projections,
        codes: new HandoffCodesRepository(new CodeSealer(ctx.config.HANDOFF_CODE_KEY)),
        now: () => new Date(),
      }),
    },
  ],
};
