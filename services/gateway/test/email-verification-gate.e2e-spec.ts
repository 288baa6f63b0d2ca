import { randomUUID } from 'node:crypto';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startFakeIdentity, startKeyedFakeIdentity } from './support/fake-identity.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

// Issue 10: "accounts whose e-mail is not verified can pay and post trips". The gateway asks
// identity (its read model of signed-in users) before any money or listing action; stand-in
// marketplace and payments services record what reaches them.
describe('money and listing actions need a verified e-mail (issue 10)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let subs: Subscription[];
  const received: string[] = [];

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    subs = ['marketplace', 'payments'].map((context) =>
      nc.subscribe(`${subjectPrefix()}.rpc.${context}.>`, {
        callback: (_err, msg) => {
          received.push(msg.subject.replace(`${subjectPrefix()}.rpc.`, ''));
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

  const headersOf = async (userId: string) => ({
    authorization: `Bearer ${await signAccessToken(key, { sub: userId })}`,
    'content-type': 'application/json',
  });
  const id = randomUUID();
  // Bodies need not be valid: the refusal comes before anything is read from them.
  const actions: [string, string, string][] = [
    ['POST', '/api/trips', 'post a trip'],
    ['POST', '/api/shipments', 'list a package to ship'],
    ['POST', `/api/shipments/${id}/interests`, 'offer to carry a package'],
    ['POST', `/api/interests/${id}/accept`, 'accept a traveler'],
    ['POST', `/api/payments/shipments/${id}/charge`, 'pay'],
    ['POST', `/api/payments/shipments/${id}/authenticate`, 'pay'],
    ['POST', '/api/wallet/withdrawals', 'withdraw money'],
    ['POST', '/api/payment-methods', 'save a payment method'],
    ['POST', '/api/payment-methods/payout-onboarding', 'set up payouts'],
  ];

  it.each(actions)(
    'an unverified account: %s %s is a 403 AUTH.EMAIL_VERIFICATION_REQUIRED naming the action, and nothing reaches the service',
    async (method, path, action) => {
      const userId = randomUUID();
      identity.unverified.add(userId);
      const before = received.length;
      const res = await fetch(`${gw.url}${path}`, { method, headers: await headersOf(userId), body: '{}' });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await res.json()).toMatchObject({
        code: 'AUTH.EMAIL_VERIFICATION_REQUIRED',
        detail: expect.stringContaining(`Please verify your email address before you ${action}.`),
      });
      expect(received.length).toBe(before);
    },
  );

  it('a verified account passes the check (the service answers)', async () => {
    const headers = await headersOf(randomUUID());
    for (const [method, path] of actions) {
      const res = await fetch(`${gw.url}${path}`, { method, headers, body: '{}' });
      expect([403, 401]).not.toContain(res.status);
    }
  });

  it('reads (my trips, my wallet) stay open to an unverified account', async () => {
    const userId = randomUUID();
    identity.unverified.add(userId);
    const headers = await headersOf(userId);
    expect((await fetch(`${gw.url}/api/trips`, { headers })).status).toBe(200);
    expect((await fetch(`${gw.url}/api/wallet`, { headers })).status).toBe(200);
  });

  it('resend-verification needs no session and forwards only the account name', async () => {
    const res = await fetch(`${gw.url}/api/auth/resend-verification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: 'ida@example.com' }),
    });
    expect(res.status).toBe(202);
    const call = identity.calls.filter((c) => c.name === 'resendVerificationEmail').at(-1)!;
    expect(call.payload).toEqual({ usernameOrEmail: 'ida@example.com' });
    expect(call.meta.actor).toBeNull();
  });
});
