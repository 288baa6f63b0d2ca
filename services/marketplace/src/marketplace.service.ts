import type { ServiceDefinition } from '@oneway/service-kit';
import { marketplaceProjections } from './application/projections/marketplace-projections.js';
import { marketplaceConfigSchema, type MarketplaceConfig } from './config.js';
import { CodeSealer } from './infrastructure/crypto/code-sealer.js';
import { HandoffCodesRepository } from './infrastructure/persistence/handoff-codes.repository.js';
import { marketplaceMigrations } from './infrastructure/persistence/read-models.migration.js';
import { registerMarketplaceRpc } from './interface/rpc/marketplace.rpc-handlers.js';
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
  rpc: (ctx) =>
    registerMarketplaceRpc(ctx.rpc, {
      pool: ctx.pool,
      store: ctx.store,
      projections: ctx.projections,
      codes: new HandoffCodesRepository(new CodeSealer(ctx.config.HANDOFF_CODE_KEY)),
      now: () => new Date(),
    }),
};
