import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startKeyedFakeIdentity } from './support/fake-identity.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';

/**
 * `GET /api/user` is a Fastify route outside Nest's pipeline (decision
 * gateway-session-read-outside-nest). What every Nest route gets from the guards, the filter
 * and the document must hold for it too.
 */
describe('GET /api/user outside Nest keeps the rules of every API route', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startKeyedFakeIdentity>>['identity'];

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    gw = await startTestGateway({ METRICS_TOKEN });
  });

  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const bearer = async (sub = randomUUID()) => ({
    authorization: `Bearer ${await signAccessToken(key, { sub, role: 'user' })}`,
  });

  it('the input policy: a control character in the query is a 400 naming the field; a signed-out caller gets 401 first', async () => {
    const signedIn = await fetch(`${gw.url}/api/user?note=a%00b`, { headers: await bearer() });
    expect(signedIn.status).toBe(400);
    expect(signedIn.headers.get('content-type')).toContain('application/problem+json');
    const problem = await signedIn.json();
    expect(problem.detail).toBe('note: Must not contain control characters.');
    expect(problem.errors).toEqual([{ field: 'note', message: 'Must not contain control characters' }]);
    expect((await fetch(`${gw.url}/api/user?note=a%00b`)).status).toBe(401);
  });

  it('a malformed bearer header is a 401 problem that says how to send the token', async () => {
    const res = await fetch(`${gw.url}/api/user`, { headers: { authorization: 'Token abc' } });
    expect(res.status).toBe(401);
    expect((await res.json()).detail).toBe('Send the access token as "Authorization: Bearer <token>".');
  });

  it('asks identity once per user, then answers from the read model with the caller as the actor', async () => {
    const userId = randomUUID();
    const headers = await bearer(userId);
    const before = identity.calls.filter((c) => c.name === 'getCurrentUser').length;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${gw.url}/api/user`, { headers });
      expect(res.status).toBe(200);
      expect((await res.json()).id).toBe(userId);
    }
    const calls = identity.calls.filter((c) => c.name === 'getCurrentUser');
    expect(calls).toHaveLength(before + 1);
    expect(calls.at(-1)!.meta.actor).toEqual(expect.objectContaining({ userId, role: 'user' }));
  });

  it('its answers are counted in the request metrics under the route name, by status', async () => {
    await fetch(`${gw.url}/api/user`);
    await fetch(`${gw.url}/api/user`, { headers: await bearer() });
    const metrics = await (
      await fetch(`${gw.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toMatch(/oneway_requests_duration_seconds_count\{[^}]*name="GET \/api\/user"[^}]*outcome="200"/);
    expect(metrics).toMatch(/oneway_requests_duration_seconds_count\{[^}]*name="GET \/api\/user"[^}]*outcome="401"/);
  });

  it('the OpenAPI document describes it as a bearer route answering the user', async () => {
    const doc = await (await fetch(`${gw.url}/api/docs/json`)).json();
    const get = doc.paths['/api/user'].get;
    expect(get.tags).toEqual(['auth']);
    expect(get.security).toEqual([{ bearerAuth: [] }]);
    expect(get.responses['200'].content['application/json'].schema.properties).toHaveProperty('emailVerified');
  });
});
