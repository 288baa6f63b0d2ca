import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  type Actor,
  type EventContract,
  type RpcContract,
  type RpcMeta,
  subjectOf,
  userRegisteredV1,
} from '@oneway/contracts';
import { RpcClient, type RunningService, startService } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { z } from 'zod';
import type { MessagingConfig } from '../../src/config.js';
import { messagingService } from '../../src/messaging.service.js';

/**
 * A messaging service of its own for one test file: a fresh database and subject prefix.
 * Other contexts' events (identity's users, marketplace's shipments…) are published the way
 * their outbox relays would. `env` may be a function, read when the service starts (after
 * the test file's earlier `beforeAll`, e.g. a mail catcher's port).
 */
export function messagingSuite(database: string, env: Record<string, string> | (() => Record<string, string>) = {}) {
  const prefix = subjectPrefix();
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let service: RunningService<MessagingConfig> | undefined;
  let nc: NatsConnection | undefined;
  let client: RpcClient | undefined;

  beforeAll(async () => {
    db = await createTestDatabase(database);
    service = await startService(messagingService, {
      ...process.env,
      DATABASE_URL: db.url,
      NATS_SUBJECT_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      DB_POOL_SIZE: '5',
      ...(typeof env === 'function' ? env() : env),
    });
    nc = await connectNats();
    client = new RpcClient(nc, prefix, 15_000);
  });
  afterAll(async () => {
    await service?.stop();
    if (nc) await deleteTestStreams(nc, prefix).catch(() => {});
    await nc?.drain();
    await db?.drop();
  });

  const suite = {
    prefix,
    call<C extends RpcContract>(actor: Actor | null, contract: C, payload: z.input<C['request']>) {
      const meta: RpcMeta = { correlationId: `e2e-${randomUUID()}`, actor };
      return client!.call(contract, payload, meta) as Promise<z.infer<C['response']>>;
    },
    /** `replayOf`: publishes that event id again, past JetStream's de-duplication (a replay). */
    async publish(
      contract: EventContract,
      data: unknown,
      streamId = `test-${randomUUID()}`,
      replayOf?: string,
    ): Promise<string> {
      const id = replayOf ?? randomUUID();
      const envelope = {
        id,
        type: contract.type,
        version: contract.version,
        streamId,
        streamVersion: 1,
        occurredAt: new Date().toISOString(),
        correlationId: `e2e-${id}`,
        causationId: null,
        actorId: null,
        data,
      };
      await jetstream(nc!).publish(subjectOf(contract, prefix), JSON.stringify(envelope), {
        msgID: replayOf ? `${id}-replay-${randomUUID()}` : id,
      });
      return id;
    },
    /** Registers a person in identity's name and waits until messaging knows them. */
    async user(fullName: string): Promise<Actor> {
      const userId = randomUUID();
      await suite.publish(userRegisteredV1, {
        userId,
        email: `${userId.slice(0, 8)}@example.com`,
        username: `u${userId.slice(0, 8)}`,
        fullName,
        country: 'Nigeria',
        userType: 'both',
        role: 'user',
      });
      await eventuallyTrue(async () => {
        const { rowCount } = await service!.ctx.pool.query('SELECT 1 FROM messaging_users WHERE id = $1', [userId]);
        return !!rowCount;
      });
      return { userId, role: 'user' };
    },
    get service(): RunningService<MessagingConfig> {
      return service!;
    },
  };
  return suite;
}

/** Polls until `check` is true, failing after the deadline. */
export async function eventuallyTrue(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error('condition not met before the deadline');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function failure(promise: Promise<unknown>): Promise<{ code: string; kind: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    return err as { code: string; kind: string; message: string };
  }
  throw new Error('expected the call to fail');
}
