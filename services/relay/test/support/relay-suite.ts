import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  type Actor,
  type EventContract,
  type Role,
  type RpcContract,
  type RpcMeta,
  subjectOf,
} from '@oneway/contracts';
import { type RunningService, RpcClient, startService, type ServiceDefinition } from '@oneway/service-kit';
import { connectNats, createTestDatabase, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { z } from 'zod';
// The relay is tested with the real marketplace it talks to (events and the code check).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { marketplaceService } from '../../../marketplace/src/marketplace.service.js';
import { relayService } from '../../src/relay.service.js';

export function userOf(role: Role = 'user'): Actor {
  return { userId: randomUUID(), role };
}

export function daysFromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The relay service and the marketplace it talks to (through events and the code check),
 * each with its own fresh database, on one subject prefix for this test file.
 */
export function relaySuite(label: string, env: Record<string, string> = {}) {
  const prefix = subjectPrefix();
  const dbs: { drop: () => Promise<void> }[] = [];
  const services: RunningService[] = [];
  let nc: NatsConnection | undefined;
  let client: RpcClient | undefined;

  async function start(def: ServiceDefinition<never>, name: string) {
    const db = await createTestDatabase(`${label}_${name}`);
    dbs.push(db);
    services.push(
      await startService(def, {
        ...process.env,
        DATABASE_URL: db.url,
        NATS_SUBJECT_PREFIX: prefix,
        LOG_LEVEL: 'silent',
        DB_POOL_SIZE: '5',
        ...env,
      }),
    );
  }

  beforeAll(async () => {
    await start(marketplaceService as unknown as ServiceDefinition<never>, 'mkt');
    await start(relayService as unknown as ServiceDefinition<never>, 'relay');
    nc = await connectNats();
    client = new RpcClient(nc, prefix, 15_000);
  }, 60_000);
  afterAll(async () => {
    for (const s of services.reverse()) await s.stop();
    if (nc) await deleteTestStreams(nc).catch(() => {});
    await nc?.drain();
    for (const db of dbs) await db.drop();
  });

  return {
    call<C extends RpcContract>(
      actor: Actor | null,
      contract: C,
      payload: z.input<C['request']>,
    ): Promise<z.infer<C['response']>> {
      const meta: RpcMeta = { correlationId: `e2e-${randomUUID()}`, actor };
      return client!.call(contract, payload, meta);
    },
    /** Publishes another context's event (identity, payments), as its outbox relay would. */
    async publish(contract: EventContract, data: Record<string, unknown>): Promise<void> {
      const id = randomUUID();
      const envelope = {
        id,
        type: contract.type,
        version: contract.version,
        streamId: `${contract.aggregate}-${String(data.paymentId ?? data.userId)}`,
        streamVersion: 1,
        occurredAt: new Date().toISOString(),
        correlationId: `e2e-${id}`,
        causationId: null,
        actorId: null,
        data,
      };
      await jetstream(nc!).publish(subjectOf(contract, prefix), JSON.stringify(envelope), { msgID: id });
    },
    get relay(): RunningService {
      return services[1]!;
    },
  };
}
