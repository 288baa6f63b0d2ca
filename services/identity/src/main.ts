import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootService, createServiceKit, runUntilSignalled, SERVICE_APP_OPTIONS } from '@oneway/service-kit';
import { IdentityAppModule } from './app.module.js';
import { identityService } from './identity.service.js';

await runUntilSignalled('identity', async () => {
  const kit = await createServiceKit(identityService());
  const app = await NestFactory.create<NestFastifyApplication>(
    IdentityAppModule.forRoot(kit),
    kit.adapter,
    SERVICE_APP_OPTIONS,
  );
  const service = await bootService(kit, app);
  return { logger: service.ctx.logger, stop: service.stop };
});
