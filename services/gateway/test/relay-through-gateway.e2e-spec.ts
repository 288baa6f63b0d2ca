import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { adminAssignRelayStaffRpc, type RpcMeta } from '@oneway/contracts';
import { RpcClient } from '@oneway/service-kit';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startKeyedFakeIdentity } from './support/fake-identity.js';
import { startRelayForGateway } from './support/relay-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

// The relay's HTTP surface against the real relay service: staff act only at their own
// point (another point and its packages are 404 over HTTP too), bad input is a 4xx
// problem naming the field, and only admins manage points.
describe('relay routes through the gateway (real relay service)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startKeyedFakeIdentity>>['identity'];
  let relay: Awaited<ReturnType<typeof startRelayForGateway>>;
  const admin = randomUUID();
  const staffA = randomUUID();
  const staffB = randomUUID();
  let pointA: string;
  let pointB: string;

  const headers = async (role: string, userId: string) => ({
    authorization: `Bearer ${await signAccessToken(key, { sub: userId, role })}`,
    'content-type': 'application/json',
  });
  const http = async (method: string, path: string, who: [string, string] | null, body?: unknown) =>
    fetch(`${gw.url}${path}`, {
      method,
      headers: who ? await headers(...who) : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const point = (name: string, city: string, country: string) => ({
    name,
    address: '1 Main Street',
    city,
    country,
    latitude: 10,
    longitude: 10,
    contactName: 'Desk',
    contactPhone: '+447700900123',
    operatingHours: 'Daily 9–5',
    capacity: 10,
  });

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    relay = await startRelayForGateway();
    gw = await startTestGateway();
    const a = await http(
      'POST',
      '/api/admin/relay-points',
      ['admin', admin],
      point('A Relay', 'London', 'United Kingdom'),
    );
    expect(a.status).toBe(201);
    pointA = ((await a.json()) as { id: string }).id;
    const b = await http('POST', '/api/admin/relay-points', ['admin', admin], point('B Relay', 'Lagos', 'Nigeria'));
    pointB = ((await b.json()) as { id: string }).id;
    // Assignment straight over RPC (the HTTP route also sets the role in identity, which is a stand-in here).
    const rpc = new RpcClient(nc, subjectPrefix());
    const meta: RpcMeta = { correlationId: randomUUID(), actor: { userId: admin, role: 'admin' } };
    await rpc.call(adminAssignRelayStaffRpc, { relayPointId: pointA, userId: staffA }, meta);
    await rpc.call(adminAssignRelayStaffRpc, { relayPointId: pointB, userId: staffB }, meta);
  });

  afterAll(async () => {
    await gw?.stop();
    await relay?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  it('staff of point B cannot list, view, check in or release at point A: 404 problem details', async () => {
    const B: [string, string] = ['relay_staff', staffB];
    const pkg = randomUUID();
    for (const [method, path, body] of [
      ['GET', `/api/relay/points/${pointA}/packages`, undefined],
      ['GET', `/api/relay/points/${pointA}/packages/${pkg}`, undefined],
      ['POST', `/api/relay/points/${pointA}/check-ins`, { trackingCode: 'OW0123456789' }],
      ['POST', `/api/relay/points/${pointA}/packages/${pkg}/release`, { idVerified: true, code: '123456' }],
    ] as const) {
      const res = await http(method, path, B, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(((await res.json()) as { code: string }).code).toBe('RELAY_POINT.NOT_FOUND');
    }
    const own = await http('GET', `/api/relay/points/${pointB}/packages`, B);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ items: [], total: 0, summary: { good: 0, nearLimit: 0, expired: 0 } });
    const mine = await http('GET', '/api/relay/points', B);
    expect(((await mine.json()) as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([pointB]);
  });

  it("a check-in without a tracking code is 400 'Tracking code required' naming the field", async () => {
    const res = await http('POST', `/api/relay/points/${pointA}/check-ins`, ['relay_staff', staffA], {
      trackingCode: '',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      detail: 'Tracking code required',
      code: 'RELAY.TRACKING_CODE_REQUIRED',
      errors: [{ field: 'trackingCode', message: 'Please scan or enter a tracking code' }],
    });
  });

  it('an admin assigns a user as staff over HTTP: the body names the user, identity gives the role', async () => {
    const user = randomUUID();
    const res = await http('POST', `/api/admin/relay-points/${pointB}/staff`, ['admin', admin], { userId: user });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { staff: { userId: string }[] }).staff.map((s) => s.userId)).toContain(user);
    expect(identity.calls.filter((c) => c.name === 'admin.changeRole').map((c) => c.payload)).toEqual([
      { userId: user, role: 'relay_staff' },
    ]);
    const unassigned = await fetch(`${gw.url}/api/admin/relay-points/${pointB}/staff/${user}`, {
      method: 'DELETE',
      headers: { authorization: (await headers('admin', admin)).authorization },
    });
    expect(unassigned.status).toBe(200);
  });

  it('only admins manage relay points; anyone sees the active ones', async () => {
    const res = await http('POST', '/api/admin/relay-points', ['relay_staff', staffA], point('X', 'Lagos', 'Nigeria'));
    expect(res.status).toBe(403);
    const pub = await http('GET', '/api/relay-points?country=Nigeria', null);
    expect(pub.status).toBe(200);
    expect(((await pub.json()) as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([pointB]);
  });

  it('an admin retrying a relay point create with its Idempotency-Key gets the one point it made', async () => {
    const key = `point-${randomUUID()}`;
    const create = async () =>
      fetch(`${gw.url}/api/admin/relay-points`, {
        method: 'POST',
        headers: { ...(await headers('admin', admin)), 'idempotency-key': key },
        body: JSON.stringify(point('Keyed Relay', 'London', 'United Kingdom')),
      });
    const [first, retry] = [await create(), await create()];
    expect([first.status, retry.status]).toEqual([201, 201]);
    const id = ((await first.json()) as { id: string }).id;
    expect(((await retry.json()) as { id: string }).id).toBe(id);
    const pub = await http('GET', '/api/relay-points?country=United%20Kingdom', null);
    const names = ((await pub.json()) as { items: { name: string }[] }).items.map((p) => p.name);
    expect(names.filter((n) => n === 'Keyed Relay')).toHaveLength(1);
  });

  it('anyone reads the storage limits in force (the /relay-points page states them)', async () => {
    const res = await http('GET', '/api/relay-points/storage-limits', null);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ nearLimitDays: 10, expiredDays: 14, defaultEstimatedDays: 7 });
  });
});
