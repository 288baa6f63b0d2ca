import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, eventually, subjectPrefix, testUrls } from '@oneway/testing';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import type { RunningGateway } from '../src/gateway.js';
import { startFakeIdentity, startKeyedFakeIdentity } from './support/fake-identity.js';
import { startMessagingForGateway } from './support/messaging-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';
import { openWs, registerCounterparts, type WsConn } from './support/ws-client.js';

// A presence TTL of 3 s makes the heartbeat run every second (a third of the TTL).
describe('WebSocket heartbeat: pings, dead peers and presence refresh', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let messaging: Awaited<ReturnType<typeof startMessagingForGateway>>;
  let redis: Redis;
  const keyPrefix = `${subjectPrefix()}:hb:`;
  const conns: WsConn[] = [];

  beforeAll(async () => {
    nc = await connectNats();
    redis = new Redis(testUrls.redis());
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    messaging = await startMessagingForGateway(nc);
    gw = await startTestGateway({ REDIS_KEY_PREFIX: keyPrefix, PRESENCE_TTL_SECONDS: '3' });
  });

  afterEach(() => {
    for (const c of conns.splice(0)) c.ws.terminate();
  });

  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    await messaging?.stop();
    redis.disconnect();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const counterparts = () => registerCounterparts(gw.url, key, messaging, ['Hal H', 'Ivy I']);

  async function connectAs(userId: string, autoPong = true): Promise<WsConn> {
    const token = await signAccessToken(key, { sub: userId });
    const c = await openWs(`${gw.url.replace('http', 'ws')}/ws?token=${token}`, { autoPong });
    conns.push(c);
    return c;
  }

  it('a socket that answers the pings stays open past the presence TTL, and its user stays online (spec §4: presence after 5 minutes)', async () => {
    const [alice, bob] = await counterparts();
    const a = await connectAs(alice);
    // Four heartbeats: longer than the 3 s TTL the first refresh would otherwise lapse at.
    await eventually(async () => expect(a.pings).toBeGreaterThanOrEqual(4), 20_000);
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
    expect(await redis.ttl(`${keyPrefix}presence:${alice}`)).toBeGreaterThan(0);
    // Someone connecting now learns that Alice is online.
    const b = await connectAs(bob);
    await eventually(async () =>
      expect(b.messages).toContainEqual({ type: 'user_status', data: { userId: alice, connected: true } }),
    );
  });

  it('a socket that stops answering is closed at the next heartbeat, and its user goes offline for counterparts', async () => {
    const [carol, dan] = await counterparts();
    const d = await connectAs(dan);
    const c = await connectAs(carol, false);
    await eventually(async () =>
      expect(d.messages).toContainEqual({ type: 'user_status', data: { userId: carol, connected: true } }),
    );
    // Terminated, not closed with a code: the peer is presumed gone.
    expect(await c.closed).toBe(1006);
    await eventually(async () =>
      expect(d.messages).toContainEqual({ type: 'user_status', data: { userId: carol, connected: false } }),
    );
    expect(await redis.exists(`${keyPrefix}presence:${carol}`)).toBe(0);
    // The socket that answers is still there.
    expect(d.ws.readyState).toBe(WebSocket.OPEN);
  });
});
