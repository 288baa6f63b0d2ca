import { randomUUID } from 'node:crypto';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { RpcMeta } from '@oneway/contracts';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startFakeIdentity, startKeyedFakeIdentity } from './support/fake-identity.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

interface Received {
  subject: string;
  payload: Record<string, unknown>;
  meta: RpcMeta;
}

// Marketplace and payments routes map REST onto their RPC contracts; stand-in services on
// the bus record exactly what arrives, so these tests pin the mapping and the guards.
describe('marketplace and payments routes (stand-in services on the bus)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let subs: Subscription[];
  const received: Received[] = [];

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    subs = ['marketplace', 'payments'].map((context) =>
      nc.subscribe(`${subjectPrefix()}.rpc.${context}.>`, {
        callback: (_err, msg) => {
          const { payload, meta } = msg.json<{ payload: Record<string, unknown>; meta: RpcMeta }>();
          received.push({ subject: msg.subject.replace(`${subjectPrefix()}.rpc.`, ''), payload, meta });
          msg.respond(JSON.stringify({ ok: true, value: { echoed: true } }));
        },
      }),
    );
    gw = await startTestGateway();
  });

  afterAll(async () => {
    await gw?.stop();
    for (const s of subs) s.unsubscribe();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const as = async (role: string, userId = randomUUID()) => ({
    authorization: `Bearer ${await signAccessToken(key, { sub: userId, role })}`,
  });
  const last = () => received.at(-1)!;
  async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
    return fetch(`${gw.url}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  it('browse filters become typed contract fields; unknown parameters such as test_mode are dropped', async () => {
    const res = await call(
      'GET',
      '/api/available-shipments?fromCountry=Nigeria&maxWeightKg=5.5&page=2&test_mode=true',
      await as('user'),
    );
    expect(res.status).toBe(200);
    expect(last().subject).toBe('marketplace.available_shipments.list');
    expect(last().payload).toEqual({ fromCountry: 'Nigeria', maxWeightKg: 5.5, page: 2, pageSize: 20 });
  });

  it('list parameters are comma-separated lists', async () => {
    await call('GET', '/api/shipments?as=traveler&status=matched,in_transit', await as('user'));
    expect(last().payload).toMatchObject({ as: 'traveler', status: ['matched', 'in_transit'] });
  });

  it('a bad query value is a 400 problem with the contract’s message, and nothing is sent', async () => {
    const before = received.length;
    const res = await call('GET', '/api/available-shipments?maxWeightKg=heavy', await as('user'));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(received.length).toBe(before);
  });

  it('a body id the route takes from its path, or a field the contract does not name (senderId), is refused; the path id is used', async () => {
    const id = randomUUID();
    const me = randomUUID();
    const before = received.length;
    const smuggled = await call('POST', `/api/shipments/${id}/cancel`, await as('user', me), {
      shipmentId: randomUUID(),
      senderId: randomUUID(),
      reason: 'changed plans',
    });
    expect(smuggled.status).toBe(400);
    expect(((await smuggled.json()).errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'senderId',
      'shipmentId',
    ]);
    expect(received.length).toBe(before);
    await call('POST', `/api/shipments/${id}/cancel`, await as('user', me), { reason: 'changed plans' });
    expect(last().subject).toBe('marketplace.shipments.cancel');
    expect(last().payload).toEqual({ shipmentId: id, reason: 'changed plans' });
    expect(last().meta.actor?.userId).toBe(me);
  });

  it('marketplace and payments routes need a session; public tracking does not', async () => {
    for (const path of [
      '/api/shipments',
      '/api/trips',
      '/api/available-shipments',
      '/api/wallet',
      '/api/payment-methods',
      '/api/payments',
    ]) {
      expect((await call('GET', path)).status).toBe(401);
    }
    const res = await call('GET', '/api/track/OW-12345');
    expect(res.status).toBe(200);
    expect(last()).toMatchObject({ subject: 'marketplace.tracking.public', payload: { trackingNumber: 'OW-12345' } });
    expect(last().meta.actor).toBeNull();
  });

  it('trip review is for admins and moderators at the gateway: a user or support gets 403, a moderator is forwarded', async () => {
    const tripId = randomUUID();
    expect((await call('POST', `/api/admin/trips/${tripId}/approve`, await as('user'), {})).status).toBe(403);
    expect((await call('POST', `/api/admin/trips/${tripId}/approve`, await as('support'), {})).status).toBe(403);
    expect(
      (await call('POST', `/api/admin/trips/${tripId}/approve`, await as('moderator'), { adminNotes: 'ok' })).status,
    ).toBe(200);
    expect(last()).toMatchObject({ subject: 'marketplace.trips.approve', payload: { tripId, adminNotes: 'ok' } });
  });

  it('finance operations are admin-only: moderator and support get 403', async () => {
    for (const role of ['user', 'moderator', 'support']) {
      expect((await call('GET', '/api/admin/payments/settings', await as(role))).status).toBe(403);
    }
    expect((await call('GET', '/api/admin/payments/escrow?stuckAfterHours=48', await as('admin'))).status).toBe(200);
    expect(last()).toMatchObject({ subject: 'payments.escrowOverview', payload: { stuckAfterHours: 48 } });
  });

  it('payout onboarding forwards the country and a web path, never a full URL (no open redirect)', async () => {
    const res = await call('POST', '/api/payment-methods/payout-onboarding', await as('user'), {
      country: 'GB',
      returnPath: '/withdraw',
    });
    expect(res.status).toBe(200);
    expect(last()).toMatchObject({
      subject: 'payments.startPayoutOnboarding',
      payload: { country: 'GB', returnPath: '/withdraw' },
    });
    const before = received.length;
    const bad = await call('POST', '/api/payment-methods/payout-onboarding', await as('user'), {
      country: 'GB',
      returnPath: 'https://evil.example/',
    });
    expect(bad.status).toBe(400);
    expect(received.length).toBe(before);
  });

  it('a charge carries the client’s method and idempotency key but never an amount (an amount is refused)', async () => {
    const shipmentId = randomUUID();
    const before = received.length;
    const withAmount = await call('POST', `/api/payments/shipments/${shipmentId}/charge`, await as('user'), {
      method: { kind: 'default' },
      idempotencyKey: 'form-123456',
      amount: 1,
    });
    expect(withAmount.status).toBe(400);
    expect(received.length).toBe(before);
    await call('POST', `/api/payments/shipments/${shipmentId}/charge`, await as('user'), {
      method: { kind: 'default' },
      idempotencyKey: 'form-123456',
    });
    expect(last().subject).toBe('payments.chargeShipment');
    expect(last().payload).toEqual({
      shipmentId,
      method: { kind: 'default' },
      insured: false,
      idempotencyKey: 'form-123456',
    });
  });

  it('the provider webhook is forwarded with its exact raw body and signature, without a session', async () => {
    const raw = '{"id":"evt_1","type":"payment_intent.succeeded",  "data":{"object":{}}}';
    const res = await call('POST', '/api/payments/webhooks/stripe', { 'stripe-signature': 't=1,v1=abc' }, raw);
    expect(res.status).toBe(200);
    expect(last()).toMatchObject({
      subject: 'payments.handleProviderWebhook',
      payload: { rawBody: raw, signature: 't=1,v1=abc' },
    });
    expect(last().meta.actor).toBeNull();
  });

  it('every context’s routes are in the OpenAPI document', async () => {
    const doc = await (await fetch(`${gw.url}/api/docs/json`)).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/shipments',
        '/api/available-shipments',
        '/api/trips',
        '/api/interests/{id}/accept',
        '/api/wallet',
        '/api/payments/shipments/{shipmentId}/charge',
        '/api/admin/payments/settings',
        '/api/admin/relay/settings',
      ]),
    );
  });
});
