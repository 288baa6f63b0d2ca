import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startFakeIdentity, startKeyedFakeIdentity } from './support/fake-identity.js';
import { startMarketplaceForGateway } from './support/marketplace-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

const WINDOW_SECONDS = 3;
const COUNTRY_REQUESTS_PER_IP = 4;

describe('country requests through the gateway (real marketplace service in-process)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let marketplace: Awaited<ReturnType<typeof startMarketplaceForGateway>>;

  beforeAll(async () => {
    nc = await connectNats();
    // Identity only publishes the signing keys here; roles come from the signed tokens.
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    marketplace = await startMarketplaceForGateway();
    // Every request here comes from 127.0.0.1: this gateway's budget is out of the way; the
    // rate-limit test starts its own gateway with a small one.
    gw = await startTestGateway({
      RATE_COUNTRY_REQUEST_PER_IP: '1000',
      REDIS_KEY_PREFIX: `${subjectPrefix()}:${randomUUID().slice(0, 8)}:`,
    });
  }, 60_000);

  afterAll(async () => {
    await gw?.stop();
    await marketplace?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const as = async (role: string, userId = randomUUID()) => ({
    authorization: `Bearer ${await signAccessToken(key, { sub: userId, role })}`,
  });
  async function call(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
    url = gw.url,
  ) {
    return fetch(`${url}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const form = (o: Record<string, unknown> = {}) => ({
    firstName: 'Ama',
    lastName: 'Mensah',
    email: `ama.${randomUUID().slice(0, 8)}@example.com`,
    requestedCountry: 'Ghana',
    reason: 'My sister studies in Accra',
    ...o,
  });
  const waitWindow = () => new Promise((r) => setTimeout(r, WINDOW_SECONDS * 1000 + 200));

  it('POST /api/country-requests without a session is 201 with the pending request; fields it does not name are refused', async () => {
    const smuggled = await call(
      'POST',
      '/api/country-requests',
      {},
      { ...form(), status: 'launched', userId: randomUUID() },
    );
    expect(smuggled.status).toBe(400);
    expect(((await smuggled.json()).errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'status',
      'userId',
    ]);
    const res = await call('POST', '/api/country-requests', {}, form());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), status: 'pending' });
    const { rows } = await marketplace.service.ctx.pool.query(
      'SELECT status, user_id FROM country_requests WHERE id = $1',
      [body.id],
    );
    expect(rows).toEqual([{ status: 'pending', user_id: null }]);
  });

  it('a repeat by the same e-mail for the same country is 201 with the same request', async () => {
    const input = form();
    const first = await (await call('POST', '/api/country-requests', {}, input)).json();
    const again = await call('POST', '/api/country-requests', await as('user'), {
      ...input,
      requestedCountry: 'GHANA',
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
  });

  it('an invalid form is a 400 problem with one field error per broken field', async () => {
    const res = await call(
      'POST',
      '/api/country-requests',
      {},
      form({ firstName: '', email: 'not-an-email', requestedCountry: 'X' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = await res.json();
    expect(problem).toMatchObject({ status: 400, code: 'REQUEST.INVALID', correlationId: expect.any(String) });
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'requestedCountry', message: 'Country must be at least 2 characters' },
      ]),
    );
  });

  it('a country Oneway already serves is a 400 problem that says so on requestedCountry', async () => {
    const res = await call('POST', '/api/country-requests', {}, form({ requestedCountry: 'Canada' }));
    expect(res.status).toBe(400);
    const problem = await res.json();
    const message = 'Oneway already serves Canada. Create an account to send or carry packages there today.';
    expect(problem).toMatchObject({
      code: 'COUNTRY_REQUEST.COUNTRY_SUPPORTED',
      detail: message,
      errors: [{ field: 'requestedCountry', message }],
    });
  });

  it(`country requests per IP: request ${COUNTRY_REQUESTS_PER_IP + 1} in the window is 429 with Retry-After, and it recovers`, async () => {
    const limitedGw = await startTestGateway({
      RATE_COUNTRY_REQUEST_PER_IP: String(COUNTRY_REQUESTS_PER_IP),
      RATE_COUNTRY_REQUEST_WINDOW_SECONDS: String(WINDOW_SECONDS),
      REDIS_KEY_PREFIX: `${subjectPrefix()}:${randomUUID().slice(0, 8)}:`,
    });
    try {
      const submit = () => call('POST', '/api/country-requests', {}, form(), limitedGw.url);
      // Sent together so the whole burst lands inside one window however slow the machine is.
      const burst = await Promise.all(Array.from({ length: COUNTRY_REQUESTS_PER_IP + 1 }, submit));
      expect(burst.map((r) => r.status).sort()).toEqual([...Array<number>(COUNTRY_REQUESTS_PER_IP).fill(201), 429]);
      const limited = burst.find((r) => r.status === 429)!;
      expect(limited.headers.get('content-type')).toContain('application/problem+json');
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
      expect((await limited.json()).code).toBe('RATE_LIMITED');
      await waitWindow();
      expect((await submit()).status).toBe(201);
    } finally {
      await limitedGw.stop();
    }
  });

  it('the admin list is 403 for a normal user and 401 without a session; staff (support) get the page', async () => {
    expect((await call('GET', '/api/admin/country-requests', await as('user'))).status).toBe(403);
    expect((await call('GET', '/api/admin/country-requests')).status).toBe(401);
    const res = await call('GET', '/api/admin/country-requests?status=pending&pageSize=50', await as('support'));
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 50 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
  });

  it('PATCH /api/admin/country-requests/:id: an admin sets the status; a moderator is 403', async () => {
    const { id } = await (await call('POST', '/api/country-requests', {}, form({ requestedCountry: 'Kenya' }))).json();
    expect(
      (await call('PATCH', `/api/admin/country-requests/${id}`, await as('moderator'), { status: 'planned' })).status,
    ).toBe(403);
    const smuggled = await call('PATCH', `/api/admin/country-requests/${id}`, await as('admin'), {
      status: 'planned',
      requestId: randomUUID(),
    });
    expect(smuggled.status).toBe(400);
    const res = await call('PATCH', `/api/admin/country-requests/${id}`, await as('admin'), {
      status: 'planned',
      note: 'Next quarter',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'planned', statusNote: 'Next quarter' });
  });

  it('the new routes are in the OpenAPI document', async () => {
    const doc = await (await fetch(`${gw.url}/api/docs/json`)).json();
    expect(
      doc.paths['/api/country-requests'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('requestedCountry');
    expect(doc.paths['/api/country-requests'].post.responses).toHaveProperty('201');
    expect(doc.paths['/api/admin/country-requests'].get).toBeDefined();
    expect(doc.paths['/api/admin/country-requests/{id}'].patch).toBeDefined();
  });
});
