import type { NatsConnection } from '@nats-io/transport-node';
import { Controller, Inject } from '@nestjs/common';
import { defineRpc, type RpcMeta } from '@oneway/contracts';
import { probeErrors } from './probe.errors.js';
import { buildLibs, connectNats, createTestDatabase, subjectPrefix } from '@oneway/testing';
import { z } from 'zod';
import {
  currentContext,
  Rpc,
  RpcCaller,
  RpcClient,
  RpcPayload,
  SERVICE_CONTEXT,
  startService,
  type RunningService,
  type ServiceContext,
} from '../src/index.js';

const echoRpc = defineRpc({
  name: 'probe.echo',
  request: z.object({ text: z.string().min(1, 'Text is required') }),
  response: z.object({ text: z.string(), correlationId: z.string(), service: z.string() }),
});
const bigRpc = defineRpc({
  name: 'probe.big',
  request: z.object({ bytes: z.number().int() }),
  response: z.object({ blob: z.string() }),
});
const brokenRpc = defineRpc({
  name: 'probe.broken',
  request: z.object({}),
  response: z.object({ count: z.number() }),
});

@Controller()
class ProbeController {
  constructor(@Inject(SERVICE_CONTEXT) private readonly ctx: ServiceContext) {}

  @Rpc(echoRpc)
  async echo(@RpcPayload() req: z.infer<typeof echoRpc.request>, @RpcCaller() meta: RpcMeta) {
    if (req.text === 'forbidden') throw probeErrors.nope();
    if (req.text === 'crash') throw new Error('a bug with a stack trace');
    return {
      text: req.text,
      correlationId: currentContext()?.correlationId ?? meta.correlationId,
      service: this.ctx.name,
    };
  }

  @Rpc(bigRpc)
  async big(@RpcPayload() req: z.infer<typeof bigRpc.request>) {
    return { blob: 'x'.repeat(req.bytes) };
  }

  @Rpc(brokenRpc)
  async broken() {
    return { count: 'not a number' };
  }
}

describe('@Rpc controllers on the Nest NATS transport', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService;
  let nc: NatsConnection;
  let client: RpcClient;
  const meta = { correlationId: 'corr-ctl', actor: null };

  beforeAll(async () => {
    buildLibs(['contracts', 'eventstore', 'service-kit']);
    db = await createTestDatabase('kitctl');
    service = await startService(
      { name: 'probe', controllers: [ProbeController] },
      { ...process.env, DATABASE_URL: db.url, NATS_SUBJECT_PREFIX: subjectPrefix(), LOG_LEVEL: 'silent' },
    );
    nc = await connectNats();
    client = new RpcClient(nc, subjectPrefix());
  });
  afterAll(async () => {
    await service.stop();
    await nc.drain();
    await db.drop();
  });

  it('answers through the controller with the caller correlation id in context, on the prefixed subject', async () => {
    await expect(client.call(echoRpc, { text: 'hi' }, meta)).resolves.toEqual({
      text: 'hi',
      correlationId: 'corr-ctl',
      service: 'probe',
    });
    const elsewhere = new RpcClient(nc, `${subjectPrefix()}other`, 1000);
    await expect(elsewhere.call(echoRpc, { text: 'hi' }, meta)).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
  });

  it('concurrent calls each get their own answer over one reply subscription; a call that times out leaves nothing behind', async () => {
    // The client's default timeout: fifty calls at once on a loaded machine (CI with both jest
    // workers busy) took more than a second for one of them. The timeout is the silent client's.
    const own = new RpcClient(nc, subjectPrefix());
    const subscribe = jest.spyOn(nc, 'subscribe');
    try {
      const texts = Array.from({ length: 50 }, (_, i) => `call ${i}`);
      const answers = await Promise.all(texts.map((text) => own.call(echoRpc, { text }, meta)));
      expect(answers.map((a) => a.text)).toEqual(texts);
      // Nest's client subscribed (and unsubscribed) an inbox per call: 50 here.
      expect(subscribe).toHaveBeenCalledTimes(1);
      expect(subscribe.mock.calls[0]![0]).toMatch(/^_INBOX\.[A-Za-z0-9]+\.\*$/);

      const silent = new RpcClient(nc, `${subjectPrefix()}silent`, 200);
      await expect(silent.call(echoRpc, { text: 'hi' }, meta)).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
      expect((silent as unknown as { replies: { handlers: Map<string, unknown> } }).replies.handlers.size).toBe(0);
      await silent.close();

      // A publish that throws fails its call at once and leaves no reply handler waiting.
      const publish = jest.spyOn(nc, 'publish').mockImplementationOnce(() => {
        throw new Error('connection closed');
      });
      await expect(own.call(echoRpc, { text: 'lost' }, meta)).rejects.toThrow();
      publish.mockRestore();
      expect((own as unknown as { replies: { handlers: Map<string, unknown> } }).replies.handlers.size).toBe(0);
      await expect(own.call(echoRpc, { text: 'after' }, meta)).resolves.toMatchObject({ text: 'after' });
    } finally {
      subscribe.mockRestore();
      await own.close();
    }
  });

  it('errors are answered as {code, kind, message} by the one filter: domain, invalid request, unexpected', async () => {
    await expect(client.call(echoRpc, { text: 'forbidden' }, meta)).rejects.toMatchObject({
      code: 'PROBE.NOPE',
      kind: 'forbidden',
      message: 'Not for you',
    });
    // A loaded machine may take more than the client's default second to answer.
    const raw = await nc.request(`${subjectPrefix()}.rpc.probe.echo`, JSON.stringify({ meta, payload: { text: '' } }), {
      timeout: 30_000,
    });
    expect(raw.json()).toEqual({
      ok: false,
      error: {
        code: 'REQUEST.INVALID',
        kind: 'validation',
        message: 'Text is required',
        fieldErrors: [{ field: 'text', message: 'Text is required' }],
      },
    });
    await expect(client.call(echoRpc, { text: 'crash' }, meta)).rejects.toMatchObject({
      code: 'INTERNAL',
      kind: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('a reply that breaks its contract is refused as an error, not sent', async () => {
    await expect(client.call(brokenRpc, {}, meta)).rejects.toMatchObject({ code: 'REPLY.INVALID', kind: 'internal' });
  });

  it('a reply over the transport limit (max_payload) is a clear REPLY.TOO_LARGE error and the service keeps serving', async () => {
    const maxPayload = nc.info!.max_payload;
    await expect(client.call(bigRpc, { bytes: maxPayload + 1024 }, meta)).rejects.toMatchObject({
      code: 'REPLY.TOO_LARGE',
      kind: 'internal',
    });
    await expect(client.call(bigRpc, { bytes: 1000 }, meta)).resolves.toEqual({ blob: 'x'.repeat(1000) });
    await expect(client.call(echoRpc, { text: 'still here' }, meta)).resolves.toMatchObject({ text: 'still here' });
    expect((await fetch(`${service.url}/ready`)).status).toBe(200);
  });
});
