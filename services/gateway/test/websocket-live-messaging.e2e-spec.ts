import { randomUUID } from 'node:crypto';
import { counterpartsRpc, rpcSubjectOf } from '@oneway/contracts';
import { eventually, subjectPrefix } from '@oneway/testing';
import type { Redis } from 'ioredis';
import WebSocket from 'ws';
import type { RunningGateway } from '../src/gateway.js';
import { COUNTERPARTS_REFRESH_MS } from '../src/infrastructure/presence/counterparts.js';
import { PresenceStore } from '../src/infrastructure/presence/presence-store.js';
// Test-only: the stream id of the real messaging service's conversations.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { conversationStreamId } from '../../messaging/src/domain/conversation/conversation.decider.js';
import { startLiveBed, type LiveBed } from './support/live-bed.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

type Live = { type: string; data: Record<string, unknown> };

/** A socket client as the web app runs it: on close it reconnects (here: to the other gateway) and catches up. */
class TestClient {
  ws!: WebSocket;
  readonly received: Live[] = [];
  closeCodes: number[] = [];

  constructor(
    private readonly token: string,
    private readonly userId: string,
  ) {}

  connect(gw: RunningGateway): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws = new WebSocket(`${gw.url.replace('http', 'ws')}/ws?token=${this.token}&userId=${this.userId}`);
      this.ws.on('message', (d) => this.received.push(JSON.parse(String(d)) as Live));
      this.ws.on('close', (code) => this.closeCodes.push(code));
      this.ws.on('open', () => resolve());
      this.ws.on('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  of(type: string): Live[] {
    return this.received.filter((m) => m.type === type);
  }

  /** Messages seen live, by id. */
  messageIds(): string[] {
    return this.of('message').map((m) => m.data.id as string);
  }
}

describe('live messaging over /ws across two gateway instances', () => {
  let bed: LiveBed;
  let gw1: RunningGateway;
  let gw2: RunningGateway;
  let key: SigningKey;
  let messaging: LiveBed['messaging'];
  let redis: Redis;
  let keyPrefix: string;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    // Short typing timeout and sweep so the test sees them lapse; the defaults are spec §4's 10 s and 5 s.
    const env = { TYPING_TTL_SECONDS: '1', REALTIME_SWEEP_MS: '200', WS_MAX_SOCKETS_PER_USER: '3' };
    bed = await startLiveBed('live', [env, env]);
    ({ key, redis, messaging, keyPrefix } = bed);
    [gw1, gw2] = [bed.gateways[0]!, bed.gateways[1]!];
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.ws.terminate();
  });
  afterAll(async () => {
    await bed?.stop();
  });

  const tokenFor = (userId: string) => signAccessToken(key, { sub: userId });
  async function client(userId: string, gw: RunningGateway): Promise<TestClient> {
    const c = new TestClient(await tokenFor(userId), userId);
    await c.connect(gw);
    clients.push(c);
    return c;
  }
  async function api(gw: RunningGateway, userId: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${gw.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await tokenFor(userId)}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const say = (gw: RunningGateway, from: string, to: string, content: string) =>
    api(gw, from, 'POST', '/api/messages', { messageId: randomUUID(), recipientId: to, content });
  async function pair(): Promise<[string, string]> {
    const [a, b] = await Promise.all([messaging.register('Ada Sender'), messaging.register('Ben Traveler')]);
    await say(gw1, a, b, 'first contact');
    return [a, b];
  }

  it('a message sent on one gateway is shown on the other user’s socket on the other gateway, with read receipts back', async () => {
    const [ada, ben] = await pair();
    const a = await client(ada, gw1);
    const b = await client(ben, gw2);
    const sent = await say(gw1, ada, ben, 'Can you take 3 kg to Lagos?');
    await eventually(async () => expect(b.messageIds()).toContain(sent.body.id));
    expect(b.of('message').find((m) => m.data.id === sent.body.id)!.data).toMatchObject({
      senderId: ada,
      recipientId: ben,
      content: 'Can you take 3 kg to Lagos?',
    });
    // The sender's own other tabs see it too.
    await eventually(async () => expect(a.messageIds()).toContain(sent.body.id));
    await api(gw2, ben, 'POST', `/api/conversations/${ada}/read`);
    await eventually(async () =>
      expect(a.of('message_read').some((m) => (m.data.messageIds as string[]).includes(sent.body.id as string))).toBe(
        true,
      ),
    );
    // A new-message notification reaches Ben live, spec §3's `notification` type.
    await eventually(async () =>
      expect(b.of('notification').some((n) => n.data.type === 'new_message' && n.data.relatedId === ada)).toBe(true),
    );
  });

  it('a sent message reaches the other gateway’s socket from the sending gateway’s fan-out, without waiting for the outbox relay; its relayed event is not shown again', async () => {
    const [ada, ben] = await pair();
    const b = await client(ben, gw2);
    const first = await say(gw1, ada, ben, 'hello again');
    // Holding the conversation stream's lock, as another relay instance would, keeps messaging's
    // outbox relay off this stream's events: whatever reaches the socket now came by the fan-out.
    const held = await messaging.service.ctx.pool.connect();
    const streamLock = [conversationStreamId(first.body.conversationId as string)];
    try {
      await held.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', streamLock);
      const sent = await say(gw1, ada, ben, 'Sent while the relay cannot publish it');
      expect(sent.status).toBe(201);
      await eventually(async () => expect(b.messageIds()).toContain(sent.body.id));
      await held.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', streamLock);
      // Ben reads: the relay publishes the message's event, then the read receipt's, in stream
      // order; once the receipt is on the socket the relayed message was handled before it.
      await api(gw2, ben, 'POST', `/api/conversations/${ada}/read`);
      await eventually(async () =>
        expect(b.of('message_read').some((m) => (m.data.messageIds as string[]).includes(sent.body.id as string))).toBe(
          true,
        ),
      );
      expect(b.messageIds().filter((id) => id === sent.body.id)).toHaveLength(1);
    } finally {
      held.release(true);
    }
  });

  it('typing goes to the counterpart on the other gateway and stops after the timeout without an update', async () => {
    const [ada, ben] = await pair();
    const a = await client(ada, gw1);
    const b = await client(ben, gw2);
    a.send({ type: 'typing', data: { recipientId: ben, isTyping: true } });
    await eventually(async () =>
      expect(b.of('typing')).toContainEqual({ type: 'typing', data: { userId: ada, isTyping: true } }),
    );
    await eventually(async () =>
      expect(b.of('typing')).toContainEqual({ type: 'typing', data: { userId: ada, isTyping: false } }),
    );
    expect(await redis.exists(`${keyPrefix}typing:${ada}:${ben}`)).toBe(0);
    b.send({ type: 'typing', data: { recipientId: ada, isTyping: true } });
    b.send({ type: 'typing', data: { recipientId: ada, isTyping: false } });
    await eventually(async () => expect(a.of('typing').map((m) => m.data.isTyping)).toEqual([true, false]));
  });

  it('typing to a stranger or as someone else is refused and reaches nobody', async () => {
    const [ada, ben] = await pair();
    const strangerId = await messaging.register('Stranger S');
    const a = await client(ada, gw1);
    const b = await client(ben, gw2);
    const stranger = await client(strangerId, gw2);
    a.send({ type: 'typing', data: { recipientId: strangerId, isTyping: true } });
    a.send({ type: 'typing', data: { userId: ben, recipientId: ben, isTyping: true } });
    await eventually(async () =>
      expect(
        a
          .of('error')
          .map((e) => e.data.code)
          .sort(),
      ).toEqual(['WS.FORGED_USER', 'WS.NOT_COUNTERPART']),
    );
    expect(stranger.of('typing')).toEqual([]);
    expect(b.of('typing')).toEqual([]);
  });

  it('200 typing frames naming a stranger ask messaging for counterparts a bounded number of times; typing to a counterpart, and to someone who just wrote, still arrives', async () => {
    const [ada, ben] = await pair();
    const strangerId = await messaging.register('Stranger S');
    // Every counterparts question about Ada on the bus (a plain subscriber beside messaging's).
    let lookups = 0;
    const sub = bed.nc.subscribe(rpcSubjectOf(counterpartsRpc, subjectPrefix()), {
      callback: (_err, msg) => {
        if ((msg.json() as { meta?: { actor?: { userId?: string } } }).meta?.actor?.userId === ada) lookups++;
      },
    });
    try {
      const a = await client(ada, gw1);
      const b = await client(ben, gw1);
      const stranger = await client(strangerId, gw1);
      const started = performance.now();
      for (let i = 0; i < 200; i++) a.send({ type: 'typing', data: { recipientId: strangerId, isTyping: true } });
      await eventually(async () =>
        expect(a.of('error').filter((e) => e.data.code === 'WS.NOT_COUNTERPART')).toHaveLength(200),
      );
      const elapsed = performance.now() - started;
      await bed.nc.flush();
      // One question when the socket opened, then at most one per interval, however slow the machine.
      expect(lookups).toBeGreaterThanOrEqual(1);
      expect(lookups).toBeLessThanOrEqual(2 + Math.floor(elapsed / COUNTERPARTS_REFRESH_MS));
      expect(stranger.of('typing')).toEqual([]);

      a.send({ type: 'typing', data: { recipientId: ben, isTyping: true } });
      await eventually(async () =>
        expect(b.of('typing')).toContainEqual({ type: 'typing', data: { userId: ada, isTyping: true } }),
      );
      // The stranger writes to Ada: from the moment Ada's socket shows it, typing to them counts.
      const hello = await say(gw1, strangerId, ada, 'hello from a stranger');
      await eventually(async () => expect(a.messageIds()).toContain(hello.body.id));
      a.send({ type: 'typing', data: { recipientId: strangerId, isTyping: true } });
      await eventually(async () =>
        expect(stranger.of('typing')).toContainEqual({ type: 'typing', data: { userId: ada, isTyping: true } }),
      );
      expect(a.of('error')).toHaveLength(200);
    } finally {
      sub.unsubscribe();
    }
  });

  it('presence left behind by a gateway that died expires and is announced offline to counterparts by the sweep', async () => {
    const [ada, ben] = await pair();
    const a = await client(ada, gw1);
    // What a crashed instance leaves in Redis: Ben's connection entry, never said goodbye to.
    await new PresenceStore(redis, keyPrefix, 1).connect(ben, `dead-${randomUUID()}`);
    await eventually(async () =>
      expect(a.of('user_status')).toContainEqual({ type: 'user_status', data: { userId: ben, connected: false } }),
    );
    expect(await redis.zscore(`${keyPrefix}presence-online`, ben)).toBeNull();
  });

  it('one user holds at most the configured number of sockets; one more is closed with 4008', async () => {
    const userId = await messaging.register('Many Tabs');
    const held = `${keyPrefix}presence:${userId}`;
    for (const [i, gw] of [gw1, gw2, gw1].entries()) {
      await client(userId, gw);
      // A socket counts once its gateway has registered it, which happens just after it opens.
      await eventually(async () => expect(await redis.hlen(held)).toBe(i + 1));
    }
    const extra = await client(userId, gw2);
    await eventually(async () => expect(extra.closeCodes).toEqual([4008]));
    expect(await redis.hlen(held)).toBe(3);
  });

  it('a gateway killed mid-conversation: the client reconnects to the other and catches up, losing no message', async () => {
    const [ada, ben] = await pair();
    const gw3 = await startTestGateway({ REDIS_KEY_PREFIX: keyPrefix, REALTIME_SWEEP_MS: '200' });
    await client(ada, gw1);
    const b = await client(ben, gw3);
    const sent: string[] = [];
    const first = await say(gw1, ada, ben, 'message before the crash');
    sent.push(first.body.id as string);
    await eventually(async () => expect(b.messageIds()).toContain(first.body.id));
    const lastSeen = b.of('message').at(-1)!.data.createdAt as string;

    await gw3.stop();
    await eventually(async () => expect(b.closeCodes.length).toBe(1));
    for (const text of ['while you were away 1', 'while you were away 2']) {
      sent.push((await say(gw1, ada, ben, text)).body.id as string);
    }
    // Reconnect (to the surviving gateway) and catch up from a second before the last message seen.
    await b.connect(gw1);
    const since = new Date(Date.parse(lastSeen) - 1000).toISOString();
    const caught = await api(gw1, ben, 'GET', `/api/messages?since=${encodeURIComponent(since)}`);
    const after = await say(gw1, ada, ben, 'after the reconnect');
    sent.push(after.body.id as string);
    await eventually(async () => expect(b.messageIds()).toContain(after.body.id));
    const seen = new Set([...b.messageIds(), ...(caught.body.items as { id: string }[]).map((m) => m.id)]);
    for (const id of sent) expect(seen).toContain(id);
  });
});
