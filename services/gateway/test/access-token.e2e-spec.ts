import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import type { RunningGateway } from '../src/gateway.js';
import { startFakeIdentity } from './support/fake-identity.js';
import { rawGet } from './support/raw-http.js';
import { startTestGateway } from './support/test-gateway.js';
import {
  AUDIENCE,
  ISSUER,
  makeSigningKey,
  signAccessToken,
  standardClaims,
  unsignedToken,
  type SigningKey,
} from './support/test-keys.js';

// The gateway decides who a caller is from a verified access token and nothing else.
describe('gateway access tokens (fake identity on the bus, real keys)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let published: SigningKey[];
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;

  beforeAll(async () => {
    nc = await connectNats();
    key = await makeSigningKey();
    published = [key];
    identity = await startFakeIdentity(
      nc,
      subjectPrefix(),
      () => published.map((k) => k.publicJwk),
      () => key,
    );
    gw = await startTestGateway({ JWKS_MIN_REFETCH_SECONDS: '0' });
  });

  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const getUser = (headers: Record<string, string> = {}, path = '/api/user') => fetch(`${gw.url}${path}`, { headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function expectUnauthorizedProblem(res: Response) {
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = await res.json();
    expect(body).toMatchObject({
      status: 401,
      code: expect.stringMatching(/^AUTH\./),
      correlationId: expect.any(String),
    });
    return body;
  }

  it('GET /api/user without a token is 401 problem+json (spec: 401 means not signed in)', async () => {
    await expectUnauthorizedProblem(await getUser());
  });

  it('a valid token reaches identity with the actor taken from the token only', async () => {
    const userId = randomUUID();
    const sid = randomUUID();
    const res = await getUser(bearer(await signAccessToken(key, { sub: userId, role: 'user', sid })));
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(userId);
    const call = identity.calls.filter((c) => c.name === 'getCurrentUser').at(-1)!;
    expect(call.meta.actor).toEqual({ userId, role: 'user', sessionId: sid });
  });

  it('a token signed by another key (forged) is 401', async () => {
    const forger = await makeSigningKey(key.kid); // same kid, different private key
    await expectUnauthorizedProblem(await getUser(bearer(await signAccessToken(forger, { role: 'admin' }))));
  });

  it('an expired token is 401 with an expiry message', async () => {
    const body = await expectUnauthorizedProblem(await getUser(bearer(await signAccessToken(key, { expiresIn: -60 }))));
    expect(body.detail).toMatch(/expired/i);
  });

  it('an alg:none token claiming admin is 401', async () => {
    await expectUnauthorizedProblem(await getUser(bearer(unsignedToken(standardClaims({ role: 'admin' })))));
    await expectUnauthorizedProblem(
      await getUser(bearer(unsignedToken(standardClaims({ role: 'admin' })) + 'x'), '/api/admin/users'),
    );
  });

  it('an HS256 token keyed with the public key (algorithm confusion) is 401', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(key.publicJwk));
    const token = await new SignJWT({ role: 'admin', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .setSubject(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(secret);
    await expectUnauthorizedProblem(await getUser(bearer(token)));
  });

  it('a token for another audience or issuer is 401', async () => {
    await expectUnauthorizedProblem(await getUser(bearer(await signAccessToken(key, { aud: 'someone-else' }))));
    await expectUnauthorizedProblem(await getUser(bearer(await signAccessToken(key, { iss: 'https://evil.example' }))));
  });

  it('a token whose role is not a known role is 401', async () => {
    await expectUnauthorizedProblem(await getUser(bearer(await signAccessToken(key, { role: 'superuser' }))));
  });

  it('a bare e-mail in Authorization (the prototype fallback) is 401', async () => {
    await expectUnauthorizedProblem(await getUser({ authorization: 'admin@oneway.example' }));
    await expectUnauthorizedProblem(await getUser({ authorization: 'Bearer admin@oneway.example' }));
  });

  it('a key rotation is picked up: an unknown kid refetches the keys once', async () => {
    const rotated = await makeSigningKey();
    published = [key, rotated];
    const before = identity.jwksFetches();
    expect((await getUser(bearer(await signAccessToken(rotated)))).status).toBe(200);
    expect(identity.jwksFetches()).toBe(before + 1);
    // Known kids do not refetch.
    expect((await getUser(bearer(await signAccessToken(rotated)))).status).toBe(200);
    expect(identity.jwksFetches()).toBe(before + 1);
  });

  it('a revoked session (deny-list) loses access at once', async () => {
    const sid = randomUUID();
    const token = await signAccessToken(key, { sid });
    expect((await getUser(bearer(token))).status).toBe(200);
    await gw.denyList.revokeSession(sid);
    const body = await expectUnauthorizedProblem(await getUser(bearer(token)));
    expect(body.code).toBe('AUTH.SESSION_REVOKED');
  });

  it('on one keep-alive connection, a token accepted earlier vouches for nothing else sent on it', async () => {
    // One socket for every request: the guard remembers each connection's last header.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const onConnection = async (authorization: string) => {
      const res = await rawGet(`${gw.url}/api/user`, { agent, headers: { authorization } });
      return { ...res, body: JSON.parse(res.body.toString()) as { id?: string; code?: string } };
    };
    const [a, b, sid] = [randomUUID(), randomUUID(), randomUUID()];
    const tokenA = await signAccessToken(key, { sub: a, role: 'user', sid });
    const first = await onConnection(`Bearer ${tokenA}`);
    expect(first).toMatchObject({ status: 200, body: { id: a } });
    const [h, , sig] = tokenA.split('.');
    const adminClaims = Buffer.from(JSON.stringify({ ...standardClaims(), sub: a, role: 'admin', sid })).toString(
      'base64url',
    );
    const replies = [
      await onConnection(`Bearer ${h}.${adminClaims}.${sig}`),
      await onConnection(`Bearer ${await signAccessToken(key, { sub: b, role: 'user' })}`),
      await onConnection(`Bearer ${tokenA}`),
    ];
    expect(replies.map((r) => [r.status, r.body.id ?? r.body.code])).toEqual([
      [401, 'AUTH.UNAUTHENTICATED'],
      [200, b],
      [200, a],
    ]);
    await gw.denyList.revokeSession(sid);
    const revoked = await onConnection(`Bearer ${tokenA}`);
    expect([revoked.status, revoked.body.code]).toEqual([401, 'AUTH.SESSION_REVOKED']);
    expect(new Set([first, ...replies, revoked].map((r) => r.port)).size).toBe(1);
    agent.destroy();
  });

  it('on one keep-alive connection, a remembered token stops working when it expires', async () => {
    // No clock tolerance, so the token's own `exp` decides; a second gateway with that setting.
    const strict = await startTestGateway({ JWKS_MIN_REFETCH_SECONDS: '0', JWT_CLOCK_TOLERANCE_SECONDS: '0' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const userId = randomUUID();
      const token = await signAccessToken(key, { sub: userId, role: 'user', expiresIn: 2 });
      const expiresAt = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
      const get = () => rawGet(`${strict.url}/api/user`, { agent, headers: { authorization: `Bearer ${token}` } });
      const first = await get();
      expect(first.status).toBe(200);
      // The same header again and again on the same connection, until the answer changes.
      let last = first;
      const deadline = Date.now() + 15_000;
      while (last.status === 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        last = await get();
      }
      expect(last.status).toBe(401);
      expect(JSON.parse(last.body.toString()).detail).toMatch(/expired/i);
      // Refused only once its expiry had come, and over the same connection as the first answer.
      expect(Date.now() / 1000).toBeGreaterThanOrEqual(expiresAt);
      expect(last.port).toBe(first.port);
    } finally {
      agent.destroy();
      await strict.stop();
    }
  });

  it('a per-user cut-off denies tokens issued before it and keeps later ones', async () => {
    const userId = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const old = await signAccessToken(key, { sub: userId, issuedAt: now - 120 });
    const fresh = await signAccessToken(key, { sub: userId, issuedAt: now });
    await gw.denyList.revokeTokensIssuedBefore(userId, new Date((now - 60) * 1000));
    expect((await getUser(bearer(old))).status).toBe(401);
    expect((await getUser(bearer(fresh))).status).toBe(200);
  });

  it('after a role change only tokens naming the new role are accepted', async () => {
    const userId = randomUUID();
    const asAdmin = await signAccessToken(key, { sub: userId, role: 'admin' });
    const asUser = await signAccessToken(key, { sub: userId, role: 'user' });
    await gw.denyList.pinRole(userId, 'user');
    expect((await getUser(bearer(asAdmin))).status).toBe(401);
    expect((await getUser(bearer(asUser))).status).toBe(200);
  });

  it('a banned user loses access at once and regains it when unbanned', async () => {
    const userId = randomUUID();
    const token = await signAccessToken(key, { sub: userId });
    await gw.denyList.banUser(userId);
    expect((await getUser(bearer(token))).status).toBe(401);
    await gw.denyList.unbanUser(userId);
    expect((await getUser(bearer(token))).status).toBe(200);
  });
});
