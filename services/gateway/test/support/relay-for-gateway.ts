import { startService, type RunningService } from '@oneway/service-kit';
import { createTestDatabase, subjectPrefix } from '@oneway/testing';
// Test-only: the end-to-end suite boots the real relay service in-process; production code
// of the gateway never imports another service.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { RelayConfig } from '../../../relay/src/config.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { relayService } from '../../../relay/src/relay.service.js';

/** The real relay service, in-process, on a fresh database and this file's bus namespace. */
export async function startRelayForGateway() {
  const db = await createTestDatabase('gw_relay');
  const service: RunningService<RelayConfig> = await startService(relayService, {
    ...process.env,
    DATABASE_URL: db.url,
    NATS_SUBJECT_PREFIX: subjectPrefix(),
    LOG_LEVEL: 'silent',
    DB_POOL_SIZE: '4',
    RELAY_SWEEP_EVERY_MS: '0',
  });
  return {
    service,
    stop: async () => {
      await service.stop();
      await db.drop();
    },
  };
}
