import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventContract } from '@oneway/contracts';
import { connectNats, createTestDatabase, deleteTestStreams, eventually } from '@oneway/testing';
import type { RunningGateway } from '../../src/gateway.js';
import { startKeyedFakeIdentity } from './fake-identity.js';
import {
  blockDatabase,
  buildService,
  inboxClaims,
  publishEvent,
  startServiceProcess,
  type ServiceName,
  type ServiceProcess,
} from './service-process.js';
import { startTestGateway } from './test-gateway.js';
import { signAccessToken } from './test-keys.js';

export interface ShutdownScenario {
  service: ServiceName;
  env?: Record<string, string>;
  /** The call made through the gateway; `auth` is a signed-in user's header (fake identity). */
  request: (gatewayUrl: string, auth: Record<string, string>) => Promise<Response>;
  expectStatus: number;
  /** A fragment of the SQL the service runs for that call, to see it wait on the lock. */
  requestSql: string;
  /** An event the service consumes; its handler claims it in es_inbox. */
  /** An event the service consumes, and the durable consumer whose inbox the test reads. */
  consumed?: { contract: EventContract & { type: string; version: number }; data: () => unknown; consumer: string };
  /** Identity answers the gateway's auth itself; the others run behind a fake identity. */
  fakeIdentity: boolean;
}

const metricValue = (text: string, name: string, labels: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').pop()) : 0;
};

/**
 * The service runs as its own process (dist/main.js). It answers through the gateway; then,
 * with a call and a consumed message held inside their handlers (Postgres locked), it gets
 * SIGTERM: it stops being ready, finishes both, exits 0, and after a restart nothing is
 * delivered or applied again.
 */
export function describeShutdown(s: ShutdownScenario): void {
  describe(`${s.service} as its own Nest process`, () => {
    let db: Awaited<ReturnType<typeof createTestDatabase>>;
    let nc: NatsConnection;
    let gw: RunningGateway;
    let fake: { stop: () => Promise<void> } | null = null;
    let auth: Record<string, string> = {};
    let running: ServiceProcess | null = null;
    const env = () => ({ DATABASE_URL: db.url, ...s.env });

    beforeAll(async () => {
      buildService(s.service);
      db = await createTestDatabase(`proc_${s.service}`);
      nc = await connectNats();
      if (s.fakeIdentity) {
        const { key, identity } = await startKeyedFakeIdentity(nc);
        fake = identity;
        auth = { authorization: `Bearer ${await signAccessToken(key, { sub: randomUUID(), role: 'admin' })}` };
      }
      running = await startServiceProcess(s.service, env());
      gw = await startTestGateway();
    }, 120_000);
    afterAll(async () => {
      if (running?.alive()) {
        running.child.kill('SIGTERM');
        await running.exited;
      }
      await gw?.stop();
      await fake?.stop();
      await deleteTestStreams(nc);
      await nc?.drain();
      await db?.drop();
    });

    it('answers RPC through the gateway', async () => {
      const res = await s.request(gw.url, auth);
      expect(res.status).toBe(s.expectStatus);
    });

    it('on SIGTERM finishes the call and the consumed message in flight, exits 0, and applies nothing twice after a restart', async () => {
      const first = running!;
      const lock = await blockDatabase(db.url);
      let released = false;
      try {
        const call = s.request(gw.url, auth);
        const eventId = s.consumed ? await publishEvent(nc, s.consumed.contract, s.consumed.data()) : null;
        await lock.waitingOn(s.requestSql);
        if (eventId) await lock.waitingOn('es_inbox');

        first.child.kill('SIGTERM');
        // Shutdown has begun (no longer ready) while both are still held in their handlers.
        await eventually(async () => {
          const ready = await fetch(`${first.url}/ready`);
          if (ready.status !== 503) throw new Error(`ready ${ready.status}`);
        });
        expect(first.alive()).toBe(true);

        await lock.release();
        released = true;
        const res = await call;
        expect(res.status).toBe(s.expectStatus);
        expect(await first.exited).toBe(0);
        if (eventId) expect(await inboxClaims(db.url, eventId, s.consumed!.consumer)).toBe(1);

        // Restart: the message was acknowledged before the exit, so it is neither redelivered nor re-applied.
        running = await startServiceProcess(s.service, env());
        if (eventId && s.consumed) {
          const later = await publishEvent(nc, s.consumed.contract, s.consumed.data());
          await eventually(async () => {
            if ((await inboxClaims(db.url, later, s.consumed!.consumer)) !== 1)
              throw new Error('later event not applied yet');
          });
          expect(await inboxClaims(db.url, eventId, s.consumed.consumer)).toBe(1);
          const metrics = await (await fetch(`${running.url}/metrics`)).text();
          const of = (outcome: string) => `consumer="${s.consumed!.consumer}",outcome="${outcome}"`;
          expect(metricValue(metrics, 'oneway_events_consumed_total', of('duplicate'))).toBe(0);
          expect(metricValue(metrics, 'oneway_events_consumed_total', of('applied'))).toBe(1);
        }
        const again = await s.request(gw.url, auth);
        expect(again.status).toBe(s.expectStatus);
      } finally {
        if (!released) await lock.release();
      }
    }, 120_000);
  });
}
