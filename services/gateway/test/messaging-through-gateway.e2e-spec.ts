import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, eventually } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startKeyedFakeIdentity, type startFakeIdentity } from './support/fake-identity.js';
import { startMessagingForGateway } from './support/messaging-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

describe('messaging through the gateway: /api/conversations, /api/messages, /api/notifications', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let messaging: Awaited<ReturnType<typeof startMessagingForGateway>>;
  let sam: string;
  let tayo: string;

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    messaging = await startMessagingForGateway(nc);
    gw = await startTestGateway();
    [sam, tayo] = await Promise.all([messaging.register('Sam Sender'), messaging.register('Tayo Traveler')]);
  });
  afterAll(async () => {
    await gw?.stop();
    await messaging?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const as = async (userId: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${gw.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await signAccessToken(key, { sub: userId })}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the API answered
      body: (await res.json()) as any,
    };
  };

  it('sends a message (201), lists it in both conversation lists and clears unread on read', async () => {
    const messageId = randomUUID();
    const sent = await as(sam, 'POST', '/api/messages', { messageId, recipientId: tayo, content: 'Hi Tayo!' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ id: messageId, senderId: sam, recipientId: tayo, content: 'Hi Tayo!' });
    const again = await as(sam, 'POST', '/api/messages', { messageId, recipientId: tayo, content: 'Hi Tayo!' });
    expect(again.status).toBe(201);
    const list = await as(tayo, 'GET', '/api/conversations');
    expect(list.body.items[0]).toMatchObject({ userId: sam, user: { fullName: 'Sam Sender' }, unreadCount: 1 });
    expect((await as(tayo, 'GET', '/api/messages/unread-count')).body).toEqual({ total: 1 });
    const thread = await as(tayo, 'GET', `/api/conversations/${sam}/messages?limit=10`);
    expect(thread.body.items.map((m: { id: string }) => m.id)).toEqual([messageId]);
    expect((await as(tayo, 'POST', `/api/conversations/${sam}/read`)).body.messageIds).toEqual([messageId]);
    expect((await as(tayo, 'GET', '/api/messages/unread-count')).body).toEqual({ total: 0 });
  });

  it('an empty or oversized message is a 400 problem naming the content field; a smuggled senderId is refused', async () => {
    const empty = await as(sam, 'POST', '/api/messages', { messageId: randomUUID(), recipientId: tayo, content: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.type).toContain('application/problem+json');
    expect(empty.body).toMatchObject({ code: 'MESSAGING.CONTENT_EMPTY', errors: [{ field: 'content' }] });
    const long = await as(sam, 'POST', '/api/messages', {
      messageId: randomUUID(),
      recipientId: tayo,
      content: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe('Message must be at most 2000 characters');
    const forged = await as(sam, 'POST', '/api/messages', {
      messageId: randomUUID(),
      recipientId: tayo,
      content: 'me, really',
      senderId: tayo,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual([{ field: 'senderId', message: 'Is not a field of this request' }]);
  });

  it('blocking makes messages from the blocked user a 403 with nothing stored', async () => {
    const pest = await messaging.register('Pat Pest');
    expect((await as(sam, 'PUT', `/api/conversations/${pest}/block`)).body).toEqual({ blocked: true });
    const res = await as(pest, 'POST', '/api/messages', { messageId: randomUUID(), recipientId: sam, content: 'hey' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('MESSAGING.BLOCKED');
    expect((await as(pest, 'GET', `/api/conversations/${sam}/messages`)).body.items).toEqual([]);
  });

  it('notifications: list with unread count, PATCH {read:true} only on my own, mark-all-read', async () => {
    await as(tayo, 'POST', '/api/messages', { messageId: randomUUID(), recipientId: sam, content: 'Pickup at 5?' });
    const mine = await eventually(async () => {
      const r = await as(sam, 'GET', '/api/notifications');
      const n = r.body.items.find((x: { type: string }) => x.type === 'new_message');
      if (!n) throw new Error('no notification yet');
      return { list: r.body, n };
    });
    expect(mine.n).toMatchObject({ title: 'New message from Tayo Traveler', content: 'Pickup at 5?', read: false });
    expect((await as(tayo, 'PATCH', `/api/notifications/${mine.n.id}`, { read: true })).status).toBe(404);
    expect((await as(sam, 'PATCH', `/api/notifications/${mine.n.id}`, { read: false })).status).toBe(400);
    expect((await as(sam, 'PATCH', `/api/notifications/${mine.n.id}`, { read: true })).body.read).toBe(true);
    await as(tayo, 'POST', '/api/messages', { messageId: randomUUID(), recipientId: sam, content: 'Or 6?' });
    await eventually(async () => {
      if ((await as(sam, 'GET', '/api/notifications')).body.unread < 1) throw new Error('not yet');
    });
    expect((await as(sam, 'POST', '/api/notifications/mark-all-read')).body).toEqual({ unread: 0 });
    expect((await as(sam, 'GET', '/api/notifications')).body.unread).toBe(0);
  });

  it('notification preferences: mine only, e-mail per category, bad input a 400 naming the field; unsubscribe needs no sign-in but a valid token', async () => {
    const prefs = await as(sam, 'GET', '/api/notification-preferences');
    expect(prefs.status).toBe(200);
    expect(prefs.body.items.map((p: { category: string }) => p.category)).toEqual([
      'payments',
      'shipments',
      'relay',
      'messages',
    ]);
    const off = await as(sam, 'PUT', '/api/notification-preferences/messages', { email: false });
    expect(off.body.items.find((p: { category: string }) => p.category === 'messages')).toMatchObject({
      email: false,
      inApp: true,
    });
    // Tayo's stay as they were.
    expect(
      (await as(tayo, 'GET', '/api/notification-preferences')).body.items.every((p: { email: boolean }) => p.email),
    ).toBe(true);
    const bad = await as(sam, 'PUT', '/api/notification-preferences/spam', { email: false });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('category');
    const notBool = await as(sam, 'PUT', '/api/notification-preferences/relay', { email: 'no' });
    expect(notBool.status).toBe(400);
    expect(JSON.stringify(notBool.body.errors)).toContain('email');
    expect((await fetch(`${gw.url}/api/notification-preferences`)).status).toBe(401);
    const forged = await fetch(`${gw.url}/api/notification-preferences/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: `${tayo}.payments.forged` }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({
      code: 'NOTIFICATION.UNSUBSCRIBE_TOKEN_INVALID',
      errors: [{ field: 'token' }],
    });
  });
});
