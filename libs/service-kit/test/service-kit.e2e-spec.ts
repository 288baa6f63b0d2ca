import { spawn } from 'node:child_process';
import path from 'node:path';
import type { NatsConnection } from '@nats-io/transport-node';
import { Controller } from '@nestjs/common';
import { defineRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcCaller, RpcClient, RpcPayload, startService, RunningService } from '../src/index.js';
import { probeErrors } from './probe.errors.js';
import { buildLibs, connectNats, createTestDatabase, subjectPrefix } from '@oneway/testing';
import { z } from 'zod';

const echoRpc = defineRpc({
  name: 'probe.echo',
  request: z.object({ text: z.string().min(1, 'Text is required') }),
  response: z.object({ text: z.string(), correlationId: z.string(), actorId: z.string().nullable() }),
});

@Controller()
class EchoController {
  @Rpc(echoRpc)
  async echo(@RpcPayload() payload: RpcRequest<typeof echoRpc>, @RpcCaller() meta: RpcMeta) {
    if (payload.text === 'forbidden') throw probeErrors.nope();
    return { text: payload.text, correlationId: meta.correlationId, actorId: meta.actor?.userId ?? null };
  }
}

/** Resolves once the slow handler has the request in hand, so the test stops the service mid-request. */
let slowHandlerEntered: () => void = () => undefined;

@Controller()
class SlowEchoController {
  @Rpc(echoRpc)
  async echo(@RpcPayload() p: RpcRequest<typeof echoRpc>, @RpcCaller() m: RpcMeta) {
    slowHandlerEntered();
    await new Promise((r) => setTimeout(r, 300));
    return { text: p.text, correlationId: m.correlationId, actorId: null };
  }
}

function boot(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; stderr: string; elapsedMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [path.join(__dirname, 'fixtures/boot-child.mjs')], {
      env: env as NodeJS.ProcessEnv,
    });
    let stderr = '';
    p.stderr.on('data', (d) => (stderr += d));
    p.on('exit', (code) => resolve({ code, stderr, elapsedMs: Date.now() - started }));
  });
}

describe('service kit', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService;
  let nc: NatsConnection;

  beforeAll(async () => {
    buildLibs(['contracts', 'eventstore', 'service-kit']);
    db = await createTestDatabase('kit');
    service = await startService(
      {
        name: 'probe',
        controllers: [EchoController],
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

  const meta = { correlationId: 'corr-kit', actor: null };

  it('answers a typed RPC and carries the correlation id to the handler', async () => {
    const client = new RpcClient(nc, subjectPrefix());
    await expect(client.call(echoRpc, { text: 'hi' }, meta)).resolves.toEqual({
      text: 'hi',
      correlationId: 'corr-kit',
      actorId: null,
    });
  });

  it('gives a domain error back with its code and kind, and refuses an invalid payload with the field message', async () => {
    const client = new RpcClient(nc, subjectPrefix());
    await expect(client.call(echoRpc, { text: 'forbidden' }, meta)).rejects.toMatchObject({
      code: 'PROBE.NOPE',
      kind: 'forbidden',
    });
    await expect(client.call(echoRpc, { text: '' }, meta)).rejects.toMatchObject({
      code: 'REQUEST.INVALID',
      fieldErrors: [{ field: 'text', message: 'Text is required' }],
    });
  });

  it('health is ok, ready reports Postgres, NATS and Redis, metrics are Prometheus text', async () => {
    expect(await (await fetch(`${service.url}/health`)).json()).toEqual({ status: 'ok', service: 'probe' });
    const ready = await fetch(`${service.url}/ready`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).checks).toEqual({ postgres: 'ok', nats: 'ok', redis: 'ok' });
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toContain(
      'oneway_requests_duration_seconds_count{service="probe",kind="rpc",name="probe.echo",outcome="ok"} 1',
    );
    expect(metrics).toContain('oneway_outbox_pending');
  });

  it('its database pools open DB_POOL_MIN connections before it reports started', async () => {
    // A database of its own: only this service's connections are counted.
    const own = await createTestDatabase('kit-warm');
    const warm = await startService(
      { name: 'probe', controllers: [EchoController] },
      {
        ...process.env,
        DATABASE_URL: own.url,
        NATS_SUBJECT_PREFIX: subjectPrefix(),
        LOG_LEVEL: 'silent',
        DB_POOL_SIZE: '4',
        DB_POOL_MIN: '4',
      },
    );
    try {
      expect(warm.ctx.pool.totalCount).toBe(4);
      // The background pool (relay, projections) as well: 4 + 4.
      const { rows } = await warm.ctx.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()',
      );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(8);
    } finally {
      await warm.stop();
      await own.drop();
    }
  });

  it('bad config at boot: the service exits with one clear line naming the missing variable', async () => {
    const { DATABASE_URL: _omit, ...env } = process.env;
    const result = await boot({ ...env, NODE_OPTIONS: '' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('probe: invalid configuration: DATABASE_URL is required');
  });

  it('bad config at boot: an invalid value is named with what is wrong', async () => {
    const result = await boot({ ...process.env, NODE_OPTIONS: '', DATABASE_URL: 'mysql://nope', HTTP_PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('DATABASE_URL must be a postgres:// URL');
    expect(result.stderr).toContain('HTTP_PORT');
  });

  it('graceful shutdown finishes the request in flight before stopping', async () => {
    const other = await startService(
      {
        name: 'probe',
        controllers: [SlowEchoController],
      },
      { ...process.env, DATABASE_URL: db.url, NATS_SUBJECT_PREFIX: `${subjectPrefix()}x`, LOG_LEVEL: 'silent' },
    );
    const client = new RpcClient(nc, `${subjectPrefix()}x`);
    const entered = new Promise<void>((resolve) => (slowHandlerEntered = resolve));
    const inFlight = client.call(echoRpc, { text: 'slow' }, meta);
    await entered;
    const readyBefore = (await fetch(`${other.url}/ready`)).status;
    await other.stop();
    await expect(inFlight).resolves.toMatchObject({ text: 'slow' });
    expect(readyBefore).toBe(200);
  });
});
