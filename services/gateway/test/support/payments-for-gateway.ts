import { startService, type RunningService } from '@oneway/service-kit';
import { createTestDatabase, subjectPrefix } from '@oneway/testing';
// Test-only: the end-to-end suite boots the real payments service in-process (its built-in
// test mode, no Stripe); production code of the gateway never imports another service.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { PaymentsConfig } from '../../../payments/src/config.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { paymentsService } from '../../../payments/src/payments.service.js';

/** The real payments service, in-process, on a fresh database and this file's bus namespace. */
export async function startPaymentsForGateway() {
  const db = await createTestDatabase('gw_payments');
  const service: RunningService<PaymentsConfig> = await startService(paymentsService(), {
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
