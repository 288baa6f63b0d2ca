import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { subjectOf, userRegisteredV1 } from '@oneway/contracts';
import { startService, type RunningService } from '@oneway/service-kit';
import { createTestDatabase, eventually, subjectPrefix } from '@oneway/testing';
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
    async register(fullName: string, userId: string = randomUUID(), role = 'user'): Promise<string> {
      const id = randomUUID();
      const envelope = {
        id,
        type: userRegisteredV1.type,
        version: 1,
        streamId: `user-${userId}`,
        streamVersion: 1,
        occurredAt: new Date().toISOString(),
        correlationId: `test-${id}`,
        causationId: null,
        actorId: null,
        data: {
          userId,
          email: `${userId.slice(0, 8)}@example.com`,
          username: `u${userId.slice(0, 8)}`,
          fullName,
          country: 'Canada',
          userType: 'both',
          role,
        },
      };
      await jetstream(nc).publish(subjectOf(userRegisteredV1, subjectPrefix()), JSON.stringify(envelope), {
        msgID: id,
      });
      await eventually(async () => {
        const { rowCount } = await service.ctx.pool.query('SELECT 1 FROM messaging_users WHERE id = $1', [userId]);
        if (!rowCount) throw new Error('not yet');
      });
      return userId;
    },
    stop: async () => {
      await service.stop();
      await db.drop();
    },
  };
}
