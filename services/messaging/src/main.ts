import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootService, createServiceKit, runUntilSignalled, SERVICE_APP_OPTIONS } from '@oneway/service-kit';
import { MessagingAppModule } from './app.module.js';
import { messagingService } from './messaging.service.js';

await runUntilSignalled('messaging', async () => {
  const kit = await createServiceKit(messagingService);
  const app = await NestFactory.create<NestFastifyApplication>(
    MessagingAppModule.forRoot(kit),
    kit.adapter,
    SERVICE_APP_OPTIONS,
  );
  const service = await bootService(kit, app);
  return { logger: service.ctx.logger, stop: service.stop };
});
