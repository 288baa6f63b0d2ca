import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, eventually } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startKeyedFakeIdentity, type startFakeIdentity } from './support/fake-identity.js';
import { startMessagingForGateway } from './support/messaging-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

describe('support tickets through the gateway: /api/support/tickets and /api/admin/support/tickets', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let messaging: Awaited<ReturnType<typeof startMessagingForGateway>>;
  let uma: string;
  let otto: string;
  let sue: string;
  const roles = new Map<string, string>();

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    messaging = await startMessagingForGateway(nc);
    gw = await startTestGateway();
    [uma, otto, sue] = await Promise.all([
      messaging.register('Uma User'),
      messaging.register('Otto Other'),
      messaging.register('Sue Support', randomUUID(), 'support'),
    ]);
    roles.set(sue, 'support');
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
        authorization: `Bearer ${await signAccessToken(key, { sub: userId, role: roles.get(userId) ?? 'user' })}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the API answered
    return { status: res.status, body: (await res.json()) as any };
  };

  it('ticket journey: the user opens, support replies and notes, the user sees the reply and never the note, it closes', async () => {
    const ticketId = randomUUID();
    const open = {
      ticketId,
      subject: 'My payment shows twice',
      category: 'payment',
      priority: 'high',
      content: 'I was charged two times for one shipment.',
    };
    const opened = await as(uma, 'POST', '/api/support/tickets', open);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ id: ticketId, status: 'open', priority: 'high', category: 'payment' });
    expect((await as(uma, 'POST', '/api/support/tickets', open)).status).toBe(201);
    expect((await as(uma, 'GET', '/api/support/tickets')).body.items).toHaveLength(1);

    const queue = await as(
      sue,
      'GET',
      '/api/admin/support/tickets?status=open&priority=high&category=payment&assignee=none',
    );
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((t: { id: string }) => t.id)).toContain(ticketId);
    expect(queue.body.items[0].user).toMatchObject({ fullName: 'Uma User' });
    expect((await as(sue, 'GET', '/api/admin/support/tickets?category=account')).body.items).toHaveLength(0);

    const assigned = await as(sue, 'POST', `/api/admin/support/tickets/${ticketId}/assign`, { assigneeId: sue });
    expect(assigned.body).toMatchObject({ assignedToUserId: sue, assignee: { fullName: 'Sue Support' } });
    const reply = await as(sue, 'POST', `/api/admin/support/tickets/${ticketId}/messages`, {
      messageId: randomUUID(),
      content: 'We are refunding the second charge.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.ticket.status).toBe('in_progress');
    const note = await as(sue, 'POST', `/api/admin/support/tickets/${ticketId}/messages`, {
      messageId: randomUUID(),
      content: 'INTERNAL: card provider shows one capture only',
      internal: true,
    });
    expect(note.body.messages.map((m: { isInternal: boolean }) => m.isInternal)).toEqual([false, false, true]);

    const mine = await as(uma, 'GET', `/api/support/tickets/${ticketId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'I was charged two times for one shipment.',
      'We are refunding the second charge.',
    ]);
    expect(JSON.stringify(mine.body)).not.toContain('INTERNAL');
    expect(JSON.stringify(mine.body)).not.toContain('isInternal');

    await eventually(async () => {
      const n = await as(uma, 'GET', '/api/notifications');
      const titles = n.body.items.map((i: { title: string }) => i.title);
      expect(titles).toContain('Support replied to your ticket');
      expect(JSON.stringify(n.body)).not.toContain('INTERNAL');
    });

    await as(sue, 'POST', `/api/admin/support/tickets/${ticketId}/status`, { status: 'waiting_on_user' });
    const back = await as(uma, 'POST', `/api/support/tickets/${ticketId}/messages`, {
      messageId: randomUUID(),
      content: 'Thanks, waiting for it.',
    });
    expect(back.body.ticket.status).toBe('open');
    await eventually(async () => {
      const n = await as(sue, 'GET', '/api/notifications');
      expect(n.body.items.map((i: { title: string }) => i.title)).toContain('New reply on a ticket');
    });

    expect(
      (await as(sue, 'POST', `/api/admin/support/tickets/${ticketId}/status`, { status: 'resolved' })).body.status,
    ).toBe('resolved');
    const closed = await as(sue, 'POST', `/api/admin/support/tickets/${ticketId}/status`, { status: 'closed' });
    expect(closed.body).toMatchObject({ status: 'closed' });
    expect(closed.body.resolvedAt).not.toBeNull();
    const audit = await messaging.service.ctx.pool.query(
      'SELECT action, admin_user_id, admin_role FROM admin_audit_logs WHERE entity_id = $1 ORDER BY created_at',
      [ticketId],
    );
    expect(audit.rows.map((r: { action: string }) => r.action)).toEqual([
      'ticket.assigned',
      'ticket.replied',
      'ticket.note_added',
      'ticket.status_changed',
      'ticket.status_changed',
      'ticket.status_changed',
    ]);
    expect(audit.rows[0]).toMatchObject({ admin_user_id: sue, admin_role: 'support' });
    const late = await as(uma, 'POST', `/api/support/tickets/${ticketId}/messages`, {
      messageId: randomUUID(),
      content: 'One more thing',
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TICKET.CLOSED');
  });

  it('a plain user gets 403 on the staff queue; another user never sees the ticket (404)', async () => {
    const ticketId = randomUUID();
    await as(uma, 'POST', '/api/support/tickets', {
      ticketId,
      subject: 'Account help',
      content: 'Cannot change my name',
    });
    for (const [method, path, body] of [
      ['GET', '/api/admin/support/tickets', undefined],
      ['GET', `/api/admin/support/tickets/${ticketId}`, undefined],
      ['POST', `/api/admin/support/tickets/${ticketId}/messages`, { messageId: randomUUID(), content: 'x' }],
      ['POST', `/api/admin/support/tickets/${ticketId}/assign`, { assigneeId: uma }],
      ['POST', `/api/admin/support/tickets/${ticketId}/status`, { status: 'closed' }],
    ] as const) {
      expect((await as(uma, method, path, body)).status).toBe(403);
    }
    expect((await as(otto, 'GET', `/api/support/tickets/${ticketId}`)).status).toBe(404);
    const intrude = await as(otto, 'POST', `/api/support/tickets/${ticketId}/messages`, {
      messageId: randomUUID(),
      content: 'hi',
    });
    expect(intrude.status).toBe(404);
    expect((await as(uma, 'GET', `/api/support/tickets/${ticketId}`)).body.messages).toHaveLength(1);
  });

  it('bad input is a 400 naming the field and opens nothing; assigning to a non-staff user is refused', async () => {
    const ticketId = randomUUID();
    const short = await as(uma, 'POST', '/api/support/tickets', { ticketId, subject: 'x', content: 'help' });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].field).toBe('subject');
    const empty = await as(uma, 'POST', '/api/support/tickets', { ticketId, subject: 'Help me', content: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('content');
    const badCategory = await as(uma, 'POST', '/api/support/tickets', {
      ticketId,
      subject: 'Help me',
      content: 'x',
      category: 'nonsense',
    });
    expect(badCategory.status).toBe(400);
    expect((await as(uma, 'GET', `/api/support/tickets/${ticketId}`)).status).toBe(404);
    await as(uma, 'POST', '/api/support/tickets', { ticketId, subject: 'Help me', content: 'x' });
    const toUser = await as(sue, 'POST', `/api/admin/support/tickets/${ticketId}/assign`, { assigneeId: otto });
    expect(toUser.status).toBe(400);
    expect(toUser.body.code).toBe('TICKET.ASSIGNEE_NOT_STAFF');
  });

  it('attachments: uploaded first, attached only by their uploader, served only to the owner and staff', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'screen.png');
    const up = await fetch(`${gw.url}/api/support/tickets/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await signAccessToken(key, { sub: uma })}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const fileId = ((await up.json()) as { files: { id: string }[] }).files[0]!.id;
    const stolen = await as(otto, 'POST', '/api/support/tickets', {
      ticketId: randomUUID(),
      subject: 'Not my file',
      content: 'x',
      attachmentIds: [fileId],
    });
    expect(stolen.status).toBe(400);
    const ticketId = randomUUID();
    const opened = await as(uma, 'POST', '/api/support/tickets', {
      ticketId,
      subject: 'The page shows an error',
      content: 'See the screenshot.',
      attachmentIds: [fileId],
    });
    expect(opened.status).toBe(201);
    expect((await as(uma, 'GET', `/api/support/tickets/${ticketId}`)).body.messages[0].attachmentIds).toEqual([fileId]);
    const get = async (who: string, path: string) =>
      fetch(`${gw.url}${path}`, {
        headers: {
          authorization: `Bearer ${await signAccessToken(key, { sub: who, role: roles.get(who) ?? 'user' })}`,
        },
      });
    const mine = await get(uma, `/api/support/tickets/${ticketId}/attachments/${fileId}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect((await get(otto, `/api/support/tickets/${ticketId}/attachments/${fileId}`)).status).toBe(404);
    expect((await get(sue, `/api/admin/support/tickets/${ticketId}/attachments/${fileId}`)).status).toBe(200);
  });
});
