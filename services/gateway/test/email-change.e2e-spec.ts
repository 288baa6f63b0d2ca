import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startIdentityForGateway } from './support/identity-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';

const PASSWORD = 'Str0ng#Passw0rd';

// Issue 14, /settings: a signed-in user changes the sign-in e-mail over HTTP, through the real
// identity service. The address changes only when the link mailed to it is followed.
describe('POST /api/auth/change-email (issue 14)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let identity: Awaited<ReturnType<typeof startIdentityForGateway>>;
  let seq = 0;

  beforeAll(async () => {
    nc = await connectNats();
    identity = await startIdentityForGateway();
    gw = await startTestGateway({
      RATE_LOGIN_PER_IP: '1000',
      RATE_LOGIN_PER_ACCOUNT: '100',
      RATE_RECOVERY_PER_IP: '1000',
      RATE_RECOVERY_PER_ACCOUNT: '3',
      RATE_REGISTER_PER_IP: '1000',
    });
  }, 60_000);

  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const unique = () => `${Date.now().toString(36)}${++seq}`;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${gw.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const login = (usernameOrEmail: string) => post('/api/login', { usernameOrEmail, password: PASSWORD });

  /** A fresh account, verified through its mailed link and signed in. */
  async function newUser() {
    const n = unique();
    const email = `mover_${n}@example.com`;
    const res = await post('/api/register', {
      fullName: 'Mary Mover',
      username: `mover_${n}`,
      email,
      country: 'Canada',
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    await identity.verifyEmail(gw.url, email);
    const session = await login(email);
    expect(session.status).toBe(200);
    return { email, token: ((await session.json()) as { accessToken: string }).accessToken };
  }
  const fieldsOf = async (res: Response) =>
    ((await res.json()) as { errors?: { field: string }[] }).errors?.map((e) => e.field);

  it('202, then the mailed link moves sign-in to the new address; the old one stops working', async () => {
    const u = await newUser();
    const to = `moved_${unique()}@example.com`;
    const res = await post('/api/auth/change-email', { email: to, currentPassword: PASSWORD }, u.token);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ pendingEmail: to });
    expect((await login(u.email)).status).toBe(200);

    const followed = await post('/api/auth/verify-email', {
      token: await identity.tokenFromMail(to, 'email-verified'),
    });
    expect(followed.status).toBe(200);
    expect(await followed.json()).toMatchObject({ emailVerified: true, changedTo: to });
    expect((await login(to)).status).toBe(200);
    expect((await login(u.email)).status).toBe(401);
    const profile = await fetch(`${gw.url}/api/profile`, { headers: { authorization: `Bearer ${u.token}` } });
    expect(await profile.json()).toMatchObject({ email: to });
  });

  it('a wrong password is a 400 naming currentPassword, and nothing is mailed', async () => {
    const u = await newUser();
    const to = `moved_${unique()}@example.com`;
    const res = await post('/api/auth/change-email', { email: to, currentPassword: 'Wr0ng#Pass' }, u.token);
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual(['currentPassword']);
    await expect(identity.tokenFromMail(to, 'email-verified')).rejects.toThrow(/no email-verified mail/);
  });

  it("another account's address is a 409 naming email; a malformed one a 400 naming email", async () => {
    const u = await newUser();
    const other = await newUser();
    const taken = await post('/api/auth/change-email', { email: other.email, currentPassword: PASSWORD }, u.token);
    expect(taken.status).toBe(409);
    expect(await fieldsOf(taken)).toEqual(['email']);
    const bad = await post('/api/auth/change-email', { email: 'nope', currentPassword: PASSWORD }, u.token);
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toContain('email');
  });

  it('needs a session', async () => {
    const res = await post('/api/auth/change-email', { email: `x_${unique()}@example.com`, currentPassword: PASSWORD });
    expect(res.status).toBe(401);
  });

  it('is throttled per account like resending the verification link: 429 with Retry-After', async () => {
    const u = await newUser();
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/api/auth/change-email',
        { email: `m${i}_${unique()}@example.com`, currentPassword: PASSWORD },
        u.token,
      );
      expect(res.status).toBe(202);
    }
    const refused = await post(
      '/api/auth/change-email',
      { email: `m_${unique()}@example.com`, currentPassword: PASSWORD },
      u.token,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
