import { startService, type RunningService } from '@oneway/service-kit';
import { createTestDatabase, subjectPrefix } from '@oneway/testing';
// Test-only: the end-to-end suite boots the real marketplace service in-process; production
// code of the gateway never imports another service.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { MarketplaceConfig } from '../../../marketplace/src/config.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { marketplaceService } from '../../../marketplace/src/marketplace.service.js';

/** The real marketplace service, in-process, on a fresh database and this file's bus namespace. */
export async function startMarketplaceForGateway() {
  const db = await createTestDatabase('gw_marketplace');
  const service: RunningService<MarketplaceConfig> = await startService(marketplaceService, {
    ...process.env,
    DATABASE_URL: db.url,
    NATS_SUBJECT_PREFIX: subjectPrefix(),
    LOG_LEVEL: 'silent',
    DB_POOL_SIZE: '4',
  });
  return {
    service,
    stop: async () => {
      await service.stop();
      await db.drop();
    },
  };
}
