import { eventually } from '@oneway/testing';
import WebSocket from 'ws';
import { startLiveBed, type LiveBed } from './support/live-bed.js';
import { signAccessToken } from './support/test-keys.js';
import { openWs, registerCounterparts, type WsConn } from './support/ws-client.js';

// A presence TTL of 6 s makes the heartbeat run every 2 s (a third of the TTL): short enough
// for a test, long enough that a loaded machine's stalls do not lapse a presence that is refreshed.
describe('WebSocket heartbeat: pings, dead peers and presence refresh', () => {
  let bed: LiveBed;
  const conns: WsConn[] = [];

  beforeAll(async () => {
    bed = await startLiveBed('hb', [{ PRESENCE_TTL_SECONDS: '6' }]);
  });

  afterEach(() => {
    for (const c of conns.splice(0)) c.ws.terminate();
  });

  afterAll(async () => {
    await bed?.stop();
  });

  const counterparts = () => registerCounterparts(bed.gateways[0]!.url, bed.key, bed.messaging, ['Hal H', 'Ivy I']);
  const presenceKey = (userId: string) => `${bed.keyPrefix}presence:${userId}`;

  async function connectAs(userId: string, autoPong = true): Promise<WsConn> {
    const token = await signAccessToken(bed.key, { sub: userId });
    const c = await openWs(`${bed.gateways[0]!.url.replace('http', 'ws')}/ws?token=${token}`, { autoPong });
    conns.push(c);
    return c;
  }

  it('a socket that answers the pings stays open past the presence TTL, and its user stays online (spec §4: presence after 5 minutes)', async () => {
    const [alice, bob] = await counterparts();
    const a = await connectAs(alice);
    // Four heartbeats: longer than the 6 s TTL the first refresh would otherwise lapse at.
    await eventually(async () => expect(a.pings).toBeGreaterThanOrEqual(4), 40_000);
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
    expect(await bed.redis.ttl(presenceKey(alice))).toBeGreaterThan(0);
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
    expect(await bed.redis.exists(presenceKey(carol))).toBe(0);
    // The socket that answers is still there.
    expect(d.ws.readyState).toBe(WebSocket.OPEN);
  });
});
