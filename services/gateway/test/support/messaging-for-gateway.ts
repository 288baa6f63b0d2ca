import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { startService, type RunningService } from '@oneway/service-kit';
import { createTestDatabase, subjectPrefix } from '@oneway/testing';
import { announceUser } from './announce-user.js';
// Test-only: the end-to-end suite boots the real messaging service in-process; production
// code of the gateway never imports another service.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { messagingService } from '../../../messaging/src/messaging.service.js';

/** The real messaging service, in-process, on a fresh database and this file's bus namespace. */
export async function startMessagingForGateway(nc: NatsConnection) {
  const db = await createTestDatabase('gw_messaging');
  const service: RunningService = await startService(messagingService, {
    ...process.env,
    DATABASE_URL: db.url,
    NATS_SUBJECT_PREFIX: subjectPrefix(),
    LOG_LEVEL: 'silent',
    DB_POOL_SIZE: '4',
  });
  return {
    service,
    /** Announces a user as identity would, and waits until messaging knows them. */
    register: (fullName: string, userId: string = randomUUID(), role = 'user'): Promise<string> =>
      announceUser(nc, service.ctx.pool, fullName, { userId, role }),
    stop: async () => {
      await service.stop();
      await db.drop();
    },
  };
}
