import type { NatsConnection } from '@nats-io/transport-node';
import { getCurrentUserRpc, rpcSubjectOf } from '@oneway/contracts';
import { connectNats, deleteTestStreams, eventually, subjectPrefix } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { DEMO_ADMIN, startIdentityForGateway } from './support/identity-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';

const PASSWORD = 'Str0ng#Passw0rd';
/** The spec's bound: a revocation, ban or role change bites on every instance within a second. */
const WITHIN_MS = 1000;

const limits = {
  RATE_LOGIN_PER_IP: '1000',
  RATE_LOGIN_PER_ACCOUNT: '100',
  RATE_REGISTER_PER_IP: '1000',
};

describe('two gateway instances: signed-in reads without RPC, revocations on both', () => {
  let nc: NatsConnection;
  let gateways: RunningGateway[];
  let identity: Awaited<ReturnType<typeof startIdentityForGateway>>;
  let seq = 0;
  let currentUserCalls = 0;

  beforeAll(async () => {
    nc = await connectNats();
    identity = await startIdentityForGateway();
    gateways = [await startTestGateway(limits), await startTestGateway(limits)];
    // Sees every getCurrentUser request on the bus (a plain subscriber beside identity's).
    nc.subscribe(rpcSubjectOf(getCurrentUserRpc, subjectPrefix()), {
      callback: () => {
        currentUserCalls++;
      },
    });
  }, 60_000);
  afterAll(async () => {
    for (const gw of gateways ?? []) await gw.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  async function call(gw: RunningGateway, token: string | null, method: string, path: string, body?: unknown) {
    return fetch(`${gw.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  }
  async function login(usernameOrEmail: string, password = PASSWORD): Promise<string> {
    const res = await call(gateways[0]!, null, 'POST', '/api/login', { usernameOrEmail, password });
    expect(res.status).toBe(200);
    return (await res.json()).accessToken;
  }
  async function newUser() {
    const n = `${Date.now().toString(36)}${++seq}`;
    const email = `two_${n}@example.com`;
    const res = await call(gateways[0]!, null, 'POST', '/api/register', {
      fullName: 'Katherine Johnson',
      username: `two_${n}`,
      email,
      country: 'Canada',
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    const { user } = await res.json();
    await identity.verifyEmail(gateways[0]!.url, email);
    return { user: user as { id: string }, token: await login(email) };
  }
  const adminToken = () => login(DEMO_ADMIN.usernameOrEmail, DEMO_ADMIN.password);
  /** Both instances answer `status` for this token within the spec's second. */
  const onBothWithinASecond = (token: string, status: number) =>
    eventually(
      async () => {
        for (const gw of gateways) expect((await call(gw, token, 'GET', '/api/user')).status).toBe(status);
      },
      WITHIN_MS,
      20,
    );

  it('GET /api/user is answered from the gateway’s read model: repeated reads make no RPC to identity', async () => {
    const { user, token } = await newUser();
    for (const gw of gateways) expect((await (await call(gw, token, 'GET', '/api/user')).json()).id).toBe(user.id);
    // The first read on each instance asked identity (the subscriber does see the calls).
    await nc.flush();
    const before = currentUserCalls;
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      for (const gw of gateways) expect((await call(gw, token, 'GET', '/api/user')).status).toBe(200);
    }
    // Let any request in flight on the bus arrive before counting.
    await nc.flush();
    expect(currentUserCalls).toBe(before);
  });

  it('a profile change made through one instance shows on the other (identity events refresh the read model)', async () => {
    const { token } = await newUser();
    for (const gw of gateways) await call(gw, token, 'GET', '/api/user');
    expect((await call(gateways[0]!, token, 'PATCH', '/api/profile', { bio: 'Two instances' })).status).toBe(200);
    // The writer's own instance at once; the other as soon as the event arrives.
    expect((await (await call(gateways[0]!, token, 'GET', '/api/user')).json()).bio).toBe('Two instances');
    await eventually(async () =>
      expect((await (await call(gateways[1]!, token, 'GET', '/api/user')).json()).bio).toBe('Two instances'),
    );
  });

  it('a revoked session (logout on one instance) is refused by every instance within one second', async () => {
    const { token } = await newUser();
    for (const gw of gateways) expect((await call(gw, token, 'GET', '/api/user')).status).toBe(200);
    expect((await call(gateways[1]!, token, 'POST', '/api/logout')).status).toBe(204);
    await onBothWithinASecond(token, 401);
  });

  it('a ban is refused by every instance within one second, and an unban lets new sign-ins back', async () => {
    const admin = await adminToken();
    const { user, token } = await newUser();
    for (const gw of gateways) expect((await call(gw, token, 'GET', '/api/user')).status).toBe(200);
    expect(
      (await call(gateways[0]!, admin, 'POST', `/api/admin/users/${user.id}/ban`, { reason: 'fraud' })).status,
    ).toBe(200);
    await onBothWithinASecond(token, 401);
  });

  it('a role change refuses tokens naming the old role on every instance within one second', async () => {
    const admin = await adminToken();
    const { user, token } = await newUser();
    for (const gw of gateways) expect((await call(gw, token, 'GET', '/api/user')).status).toBe(200);
    const res = await call(gateways[1]!, admin, 'PATCH', `/api/admin/users/${user.id}/role`, { role: 'moderator' });
    expect(res.status).toBe(200);
    await onBothWithinASecond(token, 401);
  });

  it('a gateway started after a revocation refuses the token at once (state loaded from Redis before serving)', async () => {
    const { token } = await newUser();
    expect((await call(gateways[0]!, token, 'POST', '/api/logout')).status).toBe(204);
    await onBothWithinASecond(token, 401);
    const late = await startTestGateway(limits);
    try {
      expect((await call(late, token, 'GET', '/api/user')).status).toBe(401);
    } finally {
      await late.stop();
    }
  });
});
