import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  getCurrentUserRpc,
  getJwksRpc,
  identityPingRpc,
  subjectOf,
  userBannedV1,
  userRoleChangedV1,
} from '@oneway/contracts';
import { createLogger, startRpcResponder } from '@oneway/service-kit';
import { connectNats, deleteTestStreams, sampleUser, subjectPrefix } from '@oneway/testing';
import { ensureContextStream } from '@oneway/eventstore';
import { startKeyedFakeIdentity, startFakeIdentity } from './support/fake-identity.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

const envelope = (type: string, userId: string, data: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  version: 1,
  streamId: `user-${userId}`,
  streamVersion: 2,
  occurredAt: new Date().toISOString(),
  correlationId: 'test',
  causationId: null,
  actorId: null,
  data,
});

describe('gateway lifecycle: deny-list replay at start, graceful shutdown', () => {
  let nc: NatsConnection;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    await ensureContextStream(await jetstreamManager(nc), 'identity', subjectPrefix());
  });

  afterAll(async () => {
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  it('a gateway started after a ban and a role change replays them (last token lifetime) and denies at once', async () => {
    const banned = randomUUID();
    const demoted = randomUUID();
    const js = jetstream(nc);
    await js.publish(
      subjectOf(userBannedV1, subjectPrefix()),
      JSON.stringify(envelope(userBannedV1.type, banned, { userId: banned, reason: 'fraud', byAdminId: randomUUID() })),
    );
    await js.publish(
      subjectOf(userRoleChangedV1, subjectPrefix()),
      JSON.stringify(
        envelope(userRoleChangedV1.type, demoted, {
          userId: demoted,
          from: 'admin',
          to: 'user',
          byAdminId: randomUUID(),
        }),
      ),
    );
    // A fresh Redis namespace: nothing but the replay can know about these events.
    const gw = await startTestGateway({ REDIS_KEY_PREFIX: `${subjectPrefix()}:${randomUUID().slice(0, 8)}:` });
    try {
      const get = async (sub: string, role: string) =>
        (
          await fetch(`${gw.url}/api/user`, {
            headers: { authorization: `Bearer ${await signAccessToken(key, { sub, role })}` },
          })
        ).status;
      const deadline = Date.now() + 5000;
      while ((await get(banned, 'user')) !== 401 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await get(banned, 'user')).toBe(401);
      expect(await get(demoted, 'admin')).toBe(401);
      expect(await get(demoted, 'user')).toBe(200);
      expect(await get(randomUUID(), 'user')).toBe(200);
    } finally {
      await gw.stop();
    }
  });

  it('stop() lets an in-flight request finish, then refuses new connections', async () => {
    // An identity on its own prefix whose getCurrentUser answers after 500 ms.
    const prefix = `${subjectPrefix()}slow`;
    let reachedIdentity!: () => void;
    const inIdentity = new Promise<void>((resolve) => (reachedIdentity = resolve));
    const slow = await startRpcResponder(
      { name: 'identity', prefix, logger: createLogger('slow', 'silent') },
      (rpc) => {
        rpc.handle(identityPingRpc, async () => ({ service: 'identity' as const }));
        rpc.handle(getJwksRpc, async () => ({
          keys: [key.publicJwk as { kid: string; kty: string; alg: string; use: string }],
        }));
        rpc.handle(getCurrentUserRpc, async (_p, meta) => {
          reachedIdentity();
          await new Promise((r) => setTimeout(r, 500));
          return sampleUser({ id: meta.actor!.userId });
        });
      },
    );
    const gw = await startTestGateway({ NATS_SUBJECT_PREFIX: prefix });
    try {
      const started = Date.now();
      const inFlight = fetch(`${gw.url}/api/user`, {
        headers: { authorization: `Bearer ${await signAccessToken(key)}` },
      });
      // Stop once the request is being served (a fixed pause could end before it even arrived).
      await inIdentity;
      const stopping = gw.stop();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      await stopping;
      await expect(fetch(`${gw.url}/health`)).rejects.toThrow();
    } finally {
      await gw.stop();
      await slow.drain();
    }
  });
});
