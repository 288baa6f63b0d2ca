import { MarketplaceAppModule } from './app.module.js';
import { SERVICE_CONTEXT, type ServiceContext, type ServiceDefinition } from '@oneway/service-kit';
import { MARKETPLACE_DEPS, type MarketplaceDeps } from './application/marketplace-deps.js';
import { marketplaceProjections } from './application/projections/marketplace-projections.js';
import { marketplaceConfigSchema, type MarketplaceConfig } from './config.js';
import { ReviewWindowQueue } from './infrastructure/jobs/review-window-queue.js';
import { startReviewWindowJobs } from './infrastructure/jobs/review-window.jobs.js';
import { CodeSealer } from './infrastructure/crypto/code-sealer.js';
import { HandoffCodesRepository } from './infrastructure/persistence/handoff-codes.repository.js';
import { marketplaceMigrations } from './infrastructure/persistence/read-models.migration.js';
import { achievementUnlocksConsumer } from './reactions/achievement-unlocks.reaction.js';
import { demoSeedConsumer } from './reactions/demo-seed.reaction.js';
import { escrowConsumer } from './reactions/escrow.reactions.js';
import { identityVerifiedConsumer } from './reactions/identity-verified.reaction.js';
import { relayHandoffsConsumer } from './reactions/relay-handoffs.reaction.js';
import { relayPointsConsumer } from './reactions/relay-points.consumer.js';
import { marketplaceFigures } from './application/admin-figures/marketplace-figures.query.js';

/** Shipments, trips, interests and matching, the shipment lifecycle and tracking. */
export const marketplaceService: ServiceDefinition<MarketplaceConfig> = {
  name: 'marketplace',
  adminFigures: marketplaceFigures,
  configSchema: marketplaceConfigSchema,
  migrations: marketplaceMigrations,
  projections: () => marketplaceProjections,
  consumers: (ctx) => [
    escrowConsumer(ctx.store),
    identityVerifiedConsumer(ctx.store),
    relayHandoffsConsumer(ctx.store),
    relayPointsConsumer(ctx.prefix),
    achievementUnlocksConsumer(ctx.store, ctx.projections),
    ...(ctx.config.SEED_DEMO === '1' ? [demoSeedConsumer(ctx.store)] : []),
  ],
  appModule: MarketplaceAppModule,
  providers: [
    {
      provide: MARKETPLACE_DEPS,
      inject: [SERVICE_CONTEXT],
      useFactory: (ctx: ServiceContext<MarketplaceConfig>): MarketplaceDeps => ({
        pool: ctx.pool,
        store: ctx.store,
        projections: ctx.projections,
        codes: new HandoffCodesRepository(new CodeSealer(ctx.config.HANDOFF_CODE_KEY)),
        reviewWindow: new ReviewWindowQueue(ctx.redis, ctx.prefix),
        now: () => new Date(),
      }),
    },
  ],
  onStart: async (ctx, app) => {
    const jobs = startReviewWindowJobs(ctx);
    return async () => {
      await jobs.stop();
      await (app.get<MarketplaceDeps>(MARKETPLACE_DEPS).reviewWindow as ReviewWindowQueue).close();
    };
  },
};
