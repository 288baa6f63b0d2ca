import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, subjectPrefix, testUrls } from '@oneway/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { RunningGateway } from '../src/gateway.js';
import { startFakeIdentity, startKeyedFakeIdentity } from './support/fake-identity.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

describe('Bull Board at /ops/queues behind the admin role', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let redis: Redis;
  let payouts: Queue;

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    redis = new Redis(testUrls.redis(), { maxRetriesPerRequest: null });
    payouts = new Queue(`${subjectPrefix()}-payments-payout`, { connection: redis });
    await payouts.add(
      'execute-payout',
      { withdrawalId: randomUUID() },
      { jobId: `payout-${randomUUID()}`, delay: 60_000 },
    );
    gw = await startTestGateway();
  });

  afterAll(async () => {
    await gw?.stop();
    await payouts.obliterate({ force: true }).catch(() => {});
    await payouts.close();
    redis.disconnect();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  async function openBoard(role: string, sid = randomUUID(), sub = randomUUID()) {
    return fetch(`${gw.url}/api/admin/queues/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await signAccessToken(key, { role, sid, sub })}` },
    });
  }
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

  it('an admin gets a short-lived HttpOnly, SameSite=Strict ticket scoped to /ops/queues and sees the queues', async () => {
    const res = await openBoard('admin');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: '/ops/queues/' });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^oneway_ops=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/ops\/queues/);
    const page = await fetch(`${gw.url}/ops/queues/`, { headers: { cookie: cookieOf(res) } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await fetch(`${gw.url}/ops/queues/api/queues`, { headers: { cookie: cookieOf(res) } });
    expect(api.status).toBe(200);
    expect(JSON.stringify(await api.json())).toContain(`${subjectPrefix()}-payments-payout`);
  });

  it('without a ticket the board is a 401 problem', async () => {
    const res = await fetch(`${gw.url}/ops/queues/api/queues`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('moderators, support and users cannot open it (403), override headers or not', async () => {
    for (const role of ['moderator', 'support', 'user']) expect((await openBoard(role)).status).toBe(403);
    const res = await fetch(`${gw.url}/ops/queues/api/queues`, {
      headers: { 'admin-request': 'true', 'force-admin': 'true', cookie: 'oneway_ops=forged' },
    });
    expect(res.status).toBe(401);
  });

  it('a ticket stops working as soon as the admin’s session is revoked or the role changes', async () => {
    const sid = randomUUID();
    const res = await openBoard('admin', sid);
    const cookie = cookieOf(res);
    expect((await fetch(`${gw.url}/ops/queues/api/queues`, { headers: { cookie } })).status).toBe(200);
    await gw.denyList.revokeSession(sid);
    expect((await fetch(`${gw.url}/ops/queues/api/queues`, { headers: { cookie } })).status).toBe(401);

    const adminId = randomUUID();
    const demoted = cookieOf(await openBoard('admin', randomUUID(), adminId));
    expect((await fetch(`${gw.url}/ops/queues/api/queues`, { headers: { cookie: demoted } })).status).toBe(200);
    await gw.denyList.pinRole(adminId, 'support');
    expect((await fetch(`${gw.url}/ops/queues/api/queues`, { headers: { cookie: demoted } })).status).toBe(401);
  });
});
