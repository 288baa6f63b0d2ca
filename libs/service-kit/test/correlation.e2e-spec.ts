import type { NatsConnection } from '@nats-io/transport-node';
import { Controller, Inject } from '@nestjs/common';
import { defineRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { connectNats, createTestDatabase, eventually, subjectPrefix } from '@oneway/testing';
import { z } from 'zod';
import {
  currentContext,
  metadataFromRpc,
  Rpc,
  RpcCaller,
  RpcClient,
  RpcPayload,
  SERVICE_CONTEXT,
  startService,
  type RunningService,
  type ServiceContext,
} from '../src/index.js';

const bumpRpc = defineRpc({
  name: 'probe.bump',
  request: z.object({ counterId: z.string() }),
  response: z.object({ position: z.number() }),
});

@Controller()
class BumpController {
  constructor(@Inject(SERVICE_CONTEXT) private readonly ctx: ServiceContext) {}

  @Rpc(bumpRpc)
  async bump(@RpcPayload() payload: RpcRequest<typeof bumpRpc>, @RpcCaller() meta: RpcMeta) {
    const r = await this.ctx.store.append({
      streamId: `counter-${payload.counterId}`,
      expectedVersion: 0,
      events: [{ type: 'test.counter.incremented', data: { counterId: payload.counterId, by: 1 } }],
      metadata: metadataFromRpc(meta),
    });
    return { position: r.lastPosition };
  }
}

describe('correlation id from request to event to consumer', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService;
  let nc: NatsConnection;
  const seen: { correlationId?: string; causationId?: string | null; eventId: string; eventCorrelation: string }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('corr');
    service = await startService(
      {
        name: 'probe',
        controllers: [BumpController],
        consumers: () => [
          {
            name: 'probe-correlation',
            context: 'test',
            handlers: {
              'test.counter.incremented': async (event) => {
                const c = currentContext();
                seen.push({
                  correlationId: c?.correlationId,
                  causationId: c?.causationId,
                  eventId: event.id,
                  eventCorrelation: event.correlationId,
                });
              },
            },
          },
        ],
      },
      { ...process.env, DATABASE_URL: db.url, NATS_SUBJECT_PREFIX: subjectPrefix(), LOG_LEVEL: 'silent' },
    );
    nc = await connectNats();
  });
  afterAll(async () => {
    await service.stop();
    await nc.drain();
    await db.drop();
  });

  it('the caller’s correlation id is on the stored event, on the bus, and in the consumer’s context (with the event as cause)', async () => {
    const client = new RpcClient(nc, subjectPrefix());
    await client.call(bumpRpc, { counterId: 'c1' }, { correlationId: 'req-abc-123', actor: null });
    const stored = await service.ctx.store.readStream('counter-c1');
    expect(stored[0]!.correlationId).toBe('req-abc-123');
    await eventually(async () => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      correlationId: 'req-abc-123',
      causationId: stored[0]!.id,
      eventId: stored[0]!.id,
      eventCorrelation: 'req-abc-123',
    });
  });
});
