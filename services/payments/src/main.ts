import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootService, createServiceKit, runUntilSignalled, SERVICE_APP_OPTIONS } from '@oneway/service-kit';
import { PaymentsAppModule } from './app.module.js';
import { paymentsService } from './payments.service.js';

await runUntilSignalled('payments', async () => {
  const kit = await createServiceKit(paymentsService());
  const app = await NestFactory.create<NestFastifyApplication>(
    PaymentsAppModule.forRoot(kit),
    kit.adapter,
    SERVICE_APP_OPTIONS,
  );
  const service = await bootService(kit, app);
  return { logger: service.ctx.logger, stop: service.stop };
});
