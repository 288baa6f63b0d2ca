import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootService, createServiceKit, runUntilSignalled, SERVICE_APP_OPTIONS } from '@oneway/service-kit';
import { MarketplaceAppModule } from './app.module.js';
import { marketplaceService } from './marketplace.service.js';

await runUntilSignalled('marketplace', async () => {
  const kit = await createServiceKit(marketplaceService);
  const app = await NestFactory.create<NestFastifyApplication>(
    MarketplaceAppModule.forRoot(kit),
    kit.adapter,
    SERVICE_APP_OPTIONS,
  );
  const service = await bootService(kit, app);
  return { logger: service.ctx.logger, stop: service.stop };
});
