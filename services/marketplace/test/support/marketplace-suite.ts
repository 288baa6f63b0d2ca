import type { NatsConnection } from '@nats-io/transport-node';
import type { Actor, EventContract, RpcContract } from '@oneway/contracts';
import { type RunningService, startService } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { z } from 'zod';
import type { MarketplaceConfig } from '../../src/config.js';
import { marketplaceService } from '../../src/marketplace.service.js';
import { callerFor, publishEvent } from './marketplace-e2e.js';

/**
 * A marketplace service of its own for one test file: a fresh database and subject prefix,
 * started before the file's tests and torn down after them.
 */
export function marketplaceSuite(database: string, env: Record<string, string> = {}) {
  const prefix = subjectPrefix();
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let service: RunningService<MarketplaceConfig> | undefined;
  let nc: NatsConnection | undefined;
  let caller: ReturnType<typeof callerFor> | undefined;

  beforeAll(async () => {
    db = await createTestDatabase(database);
    service = await startService(marketplaceService, {
      ...process.env,
      DATABASE_URL: db.url,
      NATS_SUBJECT_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      DB_POOL_SIZE: '5',
      ...env,
    });
    nc = await connectNats();
    caller = callerFor(nc, prefix);
  });
  afterAll(async () => {
    await service?.stop();
    if (nc) await deleteTestStreams(nc).catch(() => {});
    await nc?.drain();
    await db?.drop();
  });

  return {
    /** Calls the marketplace as `actor`, the way the gateway would. */
    call<C extends RpcContract>(
      actor: Actor | null,
      contract: C,
      payload: z.input<C['request']>,
    ): Promise<z.infer<C['response']>> {
      return caller!(actor, contract, payload);
    },
    /** Publishes another context's event, as its outbox relay would. */
    publish(contract: EventContract, data: unknown): Promise<string> {
      return publishEvent(nc!, prefix, contract, data);
    },
    get service(): RunningService<MarketplaceConfig> {
      return service!;
    },
  };
}
