import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootService, createServiceKit, runUntilSignalled, SERVICE_APP_OPTIONS } from '@oneway/service-kit';
import { RelayAppModule } from './app.module.js';
import { relayService } from './relay.service.js';

await runUntilSignalled('relay', async () => {
  const kit = await createServiceKit(relayService);
  const app = await NestFactory.create<NestFastifyApplication>(
    RelayAppModule.forRoot(kit),
    kit.adapter,
    SERVICE_APP_OPTIONS,
  );
  const service = await bootService(kit, app);
  return { logger: service.ctx.logger, stop: service.stop };
});
