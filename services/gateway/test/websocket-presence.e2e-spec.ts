import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { sessionRevokedV1, subjectOf, userBannedV1 } from '@oneway/contracts';
import { eventually, subjectPrefix } from '@oneway/testing';
import type { Redis } from 'ioredis';
import type { RunningGateway } from '../src/gateway.js';
import { startLiveBed, type LiveBed } from './support/live-bed.js';
import { signAccessToken, unsignedToken, standardClaims, type SigningKey } from './support/test-keys.js';
import { openWs, registerCounterparts, type WsConn as Conn } from './support/ws-client.js';

const open = (url: string, origin?: string) => openWs(url, { origin });

const wsUrl = (gw: RunningGateway, query: string) => `${gw.url.replace('http', 'ws')}/ws${query}`;

describe('WebSocket /ws: token auth and presence across two gateway instances', () => {
  let bed: LiveBed;
  let nc: NatsConnection;
  let gw1: RunningGateway;
  let gw2: RunningGateway;
  let key: SigningKey;
  let redis: Redis;
  let messaging: LiveBed['messaging'];
  let keyPrefix: string;
  const conns: Conn[] = [];

  beforeAll(async () => {
    // Two instances sharing one bus and one Redis, as behind a load balancer.
    bed = await startLiveBed('ws', [{}, {}]);
    ({ nc, key, redis, messaging, keyPrefix } = bed);
    [gw1, gw2] = [bed.gateways[0]!, bed.gateways[1]!];
  });

  afterEach(() => {
    for (const c of conns.splice(0)) c.ws.terminate();
  });

  afterAll(async () => {
    await bed?.stop();
  });

  const counterparts = () => registerCounterparts(gw1.url, key, messaging, ['Ann A', 'Bo B']);

  async function connectAs(gw: RunningGateway, userId: string, claims: { sid?: string; expiresIn?: number } = {}) {
    const c = await open(wsUrl(gw, `?token=${await signAccessToken(key, { sub: userId, ...claims })}`));
    conns.push(c);
    return c;
  }

  it('rejects a missing token with 401', async () => {
    await expect(open(wsUrl(gw1, ''))).rejects.toMatchObject({ status: 401 });
  });

  it('rejects an invalid, an alg:none and an expired token with 401', async () => {
    await expect(open(wsUrl(gw1, '?token=not-a-jwt'))).rejects.toMatchObject({ status: 401 });
    await expect(open(wsUrl(gw1, `?token=${unsignedToken(standardClaims())}`))).rejects.toMatchObject({ status: 401 });
    const expired = await signAccessToken(key, { expiresIn: -120 });
    await expect(open(wsUrl(gw1, `?token=${expired}`))).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a browser socket from a foreign origin (403) and accepts the web origin and its own host', async () => {
    const token = await signAccessToken(key);
    await expect(open(wsUrl(gw1, `?token=${token}`), 'https://evil.example')).rejects.toMatchObject({ status: 403 });
    conns.push(await open(wsUrl(gw1, `?token=${token}`), 'http://localhost:5173'));
    conns.push(await open(wsUrl(gw1, `?token=${token}`), gw1.url));
  });

  it('refuses a userId parameter naming someone other than the token’s user (403); its own is fine', async () => {
    const alice = randomUUID();
    const token = await signAccessToken(key, { sub: alice });
    await expect(open(wsUrl(gw1, `?token=${token}&userId=${randomUUID()}`))).rejects.toMatchObject({ status: 403 });
    conns.push(await open(wsUrl(gw1, `?token=${token}&userId=${alice}`)));
  });

  it('connect and disconnect on one gateway publish user_status to counterparts on the other, with presence in Redis under a TTL', async () => {
    const [alice, bob] = await counterparts();
    const a = await connectAs(gw1, alice);
    const b = await connectAs(gw2, bob);
    await eventually(async () =>
      expect(a.messages).toContainEqual({ type: 'user_status', data: { userId: bob, connected: true } }),
    );
    // Bob, connecting second, learns at once that Alice is online.
    await eventually(async () =>
      expect(b.messages).toContainEqual({ type: 'user_status', data: { userId: alice, connected: true } }),
    );
    const ttl = await redis.ttl(`${keyPrefix}presence:${bob}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    b.ws.close();
    await eventually(async () =>
      expect(a.messages).toContainEqual({ type: 'user_status', data: { userId: bob, connected: false } }),
    );
    expect(await redis.exists(`${keyPrefix}presence:${bob}`)).toBe(0);
  });

  it('presence is shown only between counterparts: a stranger sees nobody come online', async () => {
    const [alice, bob] = await counterparts();
    const stranger = await connectAs(gw1, await messaging.register('Stranger S'));
    const a = await connectAs(gw2, alice);
    await connectAs(gw1, bob);
    await eventually(async () =>
      expect(a.messages).toContainEqual({ type: 'user_status', data: { userId: bob, connected: true } }),
    );
    expect(stranger.messages.filter((m) => (m as { type: string }).type === 'user_status')).toEqual([]);
  });

  it('a user with two sockets stays online until the last one closes', async () => {
    const [watcherId, carol] = await counterparts();
    const watcher = await connectAs(gw1, watcherId);
    const first = await connectAs(gw1, carol);
    const second = await connectAs(gw2, carol);
    await eventually(async () =>
      expect(watcher.messages).toContainEqual({ type: 'user_status', data: { userId: carol, connected: true } }),
    );
    first.ws.close();
    await first.closed;
    await new Promise((r) => setTimeout(r, 200));
    expect(watcher.messages).not.toContainEqual({ type: 'user_status', data: { userId: carol, connected: false } });
    const onlineEvents = watcher.messages.filter(
      (m) => (m as { type: string }).type === 'user_status' && JSON.stringify(m).includes(carol),
    );
    expect(onlineEvents).toHaveLength(1);
    second.ws.close();
    await eventually(async () =>
      expect(watcher.messages).toContainEqual({ type: 'user_status', data: { userId: carol, connected: false } }),
    );
  });

  it('identity’s session.revoked event closes that user’s sockets on every gateway and denies the token (deny-list feed)', async () => {
    const dave = randomUUID();
    const sid = randomUUID();
    const token = await signAccessToken(key, { sub: dave, sid });
    const s1 = await connectAs(gw1, dave, { sid });
    const s2 = await connectAs(gw2, dave, { sid });
    const now = new Date();
    await jetstream(nc).publish(
      subjectOf(sessionRevokedV1, subjectPrefix()),
      JSON.stringify({
        id: randomUUID(),
        type: sessionRevokedV1.type,
        version: 1,
        streamId: `user-${dave}`,
        streamVersion: 1,
        occurredAt: now.toISOString(),
        correlationId: 'test',
        causationId: null,
        actorId: null,
        data: {
          userId: dave,
          sessionId: null,
          reason: 'password_changed',
          revokedAt: new Date(now.getTime() + 1000).toISOString(),
          until: new Date(now.getTime() + 900_000).toISOString(),
        },
      }),
    );
    expect(await s1.closed).toBe(4003);
    expect(await s2.closed).toBe(4003);
    for (const gw of [gw1, gw2]) {
      const res = await fetch(`${gw.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
    await expect(open(wsUrl(gw2, `?token=${token}`))).rejects.toMatchObject({ status: 401 });
  });

  it('identity’s user.banned event denies the user at once on every gateway', async () => {
    const eve = randomUUID();
    const token = await signAccessToken(key, { sub: eve });
    expect((await fetch(`${gw1.url}/api/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await jetstream(nc).publish(
      subjectOf(userBannedV1, subjectPrefix()),
      JSON.stringify({
        id: randomUUID(),
        type: userBannedV1.type,
        version: 1,
        streamId: `user-${eve}`,
        streamVersion: 2,
        occurredAt: new Date().toISOString(),
        correlationId: 'test',
        causationId: null,
        actorId: randomUUID(),
        data: { userId: eve, reason: 'fraud', byAdminId: randomUUID() },
      }),
    );
    await eventually(async () => {
      for (const gw of [gw1, gw2])
        expect((await fetch(`${gw.url}/api/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    });
  });

  it('a socket closes with 4001 when its token expires', async () => {
    const c = await connectAs(gw1, randomUUID(), { expiresIn: 2 });
    expect(await c.closed).toBe(4001);
  });
});
