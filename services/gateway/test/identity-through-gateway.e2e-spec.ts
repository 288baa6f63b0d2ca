import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, deleteTestStreams, eventually } from '@oneway/testing';
import WebSocket from 'ws';
import type { RunningGateway } from '../src/gateway.js';
import { DEMO_ADMIN, startIdentityForGateway } from './support/identity-for-gateway.js';
import { startTestGateway } from './support/test-gateway.js';
import { unsignedToken, standardClaims } from './support/test-keys.js';

const PASSWORD = 'Str0ng#Passw0rd';

/** A browser-like client: keeps the cookie jar (only the refresh cookie matters) and the access token. */
class Browser {
  cookie: string | null = null;
  accessToken: string | null = null;
  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const refresh = res.headers.getSetCookie().find((c) => c.startsWith('oneway_refresh='));
    if (refresh) {
      const value = refresh.split(';')[0]!;
      this.cookie = value === 'oneway_refresh=' ? null : value;
    }
    return res;
  }

  async login(usernameOrEmail: string, password = PASSWORD): Promise<Response> {
    const res = await this.call('POST', '/api/login', { usernameOrEmail, password });
    if (res.ok) this.accessToken = (await res.clone().json()).accessToken;
    return res;
  }
}

describe('identity through the gateway (real identity service in-process)', () => {
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
      RATE_REGISTER_PER_IP: '1000',
    });
  }, 60_000);

  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const browser = () => new Browser(gw.url);
  async function newUser() {
    const n = `${Date.now().toString(36)}${++seq}`;
    const input = {
      fullName: 'Grace Hopper',
      username: `grace_${n}`,
      email: `grace_${n}@example.com`,
      country: 'Canada',
      password: PASSWORD,
    };
    const b = browser();
    const res = await b.call('POST', '/api/register', input);
    expect(res.status).toBe(201);
    const { user } = await res.json();
    await identity.verifyEmail(gw.url, input.email);
    expect((await b.login(input.email)).status).toBe(200);
    return { input, user, b };
  }
  async function admin() {
    const b = browser();
    expect((await b.login(DEMO_ADMIN.usernameOrEmail, DEMO_ADMIN.password)).status).toBe(200);
    return b;
  }

  describe('register, login, user, logout', () => {
    it('register returns 201 with the user and never a password or token', async () => {
      const b = browser();
      const res = await b.call('POST', '/api/register', {
        fullName: 'Ada',
        username: `ada_${randomUUID().slice(0, 8)}`,
        email: `${randomUUID()}@example.com`,
        country: 'Nigeria',
        password: PASSWORD,
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(Object.keys(body)).toEqual(['user']);
      expect(body.user).toMatchObject({
        role: 'user',
        userType: 'sender',
        verificationStatus: 'unverified',
        status: 'active',
      });
      expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    });

    it('register with a weak password is a 400 problem with the spec message', async () => {
      const res = await browser().call('POST', '/api/register', {
        fullName: 'Ada',
        username: 'ada_weak',
        email: 'weak@example.com',
        country: 'Canada',
        password: 'short',
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(`${body.status}: ${body.detail}`).toBe('400: Password must be at least 8 characters');
    });

    it('a duplicate e-mail is a 409 problem', async () => {
      const { input } = await newUser();
      const res = await browser().call('POST', '/api/register', { ...input, username: `${input.username}x` });
      expect(res.status).toBe(409);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((await res.json()).code).toBe('USER.EMAIL_TAKEN');
    });

    it('login sets an httpOnly SameSite=Lax refresh cookie scoped to /api and returns only {accessToken, expiresAt, user}', async () => {
      const { input } = await newUser();
      const b = browser();
      const res = await b.login(input.username);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresAt', 'user']);
      expect(JSON.stringify(body)).not.toContain(b.cookie!.split('=')[1]);
      const [setCookie, hint] = res.headers.getSetCookie();
      expect(setCookie).toMatch(/^oneway_refresh=[^;]+;/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\/api(;|$)/);
      expect(setCookie).not.toMatch(/Secure/i); // NODE_ENV=test; production adds Secure
      // The signed-in hint: readable by the page, no secret, same expiry (decision web-signed-in-hint-cookie).
      expect(hint).toMatch(/^oneway_signed_in=1;/);
      expect(hint).not.toMatch(/HttpOnly/i);
      expect(hint).toMatch(/SameSite=Lax/i);
      expect(hint).toMatch(/Path=\/(;|$)/);
      const expiresOf = (c: string) => /Expires=([^;]+)/i.exec(c)?.[1];
      expect(expiresOf(hint!)).toBeDefined();
      expect(expiresOf(hint!)).toBe(expiresOf(setCookie!));
    });

    it('login with a wrong password is 401 with the spec message; unknown username has its own message', async () => {
      const { input } = await newUser();
      const wrong = await browser().login(input.email, 'Wrong#Passw0rd');
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).detail).toBe('Invalid username/email or password');
      const unknown = await browser().login('nobody_here_xyz', 'Wrong#Passw0rd');
      expect((await unknown.json()).detail).toBe('Username not found. Please check your credentials.');
    });

    it('GET /api/user is the signed-in user; 401 without a session', async () => {
      const { b, user } = await newUser();
      const res = await b.call('GET', '/api/user');
      expect(res.status).toBe(200);
      expect((await res.json()).id).toBe(user.id);
      expect((await browser().call('GET', '/api/user')).status).toBe(401);
    });

    it('logout is 204, clears the cookie, and the access token and refresh token stop working at once', async () => {
      const { b } = await newUser();
      const token = b.accessToken!;
      const cookie = b.cookie!;
      const res = await b.call('POST', '/api/logout');
      expect(res.status).toBe(204);
      const [cleared, hint] = res.headers.getSetCookie();
      expect(cleared).toMatch(/^oneway_refresh=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
      expect(hint).toMatch(/^oneway_signed_in=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i);
      expect((await fetch(`${gw.url}/api/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
      const refresh = await fetch(`${gw.url}/api/auth/refresh`, { method: 'POST', headers: { cookie } });
      expect(refresh.status).toBe(401);
    });

    it('logout without any session is still 204 (spec: sign-out ignores 401)', async () => {
      expect((await browser().call('POST', '/api/logout')).status).toBe(204);
    });
  });

  describe('refresh', () => {
    it('the refresh cookie rotates and returns a new access token', async () => {
      const { b, user } = await newUser();
      const firstCookie = b.cookie;
      const res = await b.call('POST', '/api/auth/refresh');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.user.id).toBe(user.id);
      expect(b.cookie).not.toBe(firstCookie);
      b.accessToken = body.accessToken;
      expect((await b.call('GET', '/api/user')).status).toBe(200);
    });

    it('reusing a rotated refresh cookie is 401 and ends the whole session', async () => {
      const { b } = await newUser();
      const stolen = b.cookie!;
      expect((await b.call('POST', '/api/auth/refresh')).status).toBe(200);
      const reuse = await fetch(`${gw.url}/api/auth/refresh`, { method: 'POST', headers: { cookie: stolen } });
      expect(reuse.status).toBe(401);
      // The refused refresh clears both cookies: the page stops trying to restore a session.
      expect(reuse.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual([
        'oneway_refresh=',
        'oneway_signed_in=',
      ]);
      expect((await b.call('POST', '/api/auth/refresh')).status).toBe(401);
    });

    it('refresh without a cookie is 401', async () => {
      expect((await browser().call('POST', '/api/auth/refresh')).status).toBe(401);
    });
  });

  describe('e-mail verification and password recovery', () => {
    it("sign-in is refused until the e-mail is verified: 403 with the product's text and no session; a resent link verifies; then sign-in works (issue 10)", async () => {
      const n = `${Date.now().toString(36)}${++seq}`;
      const input = {
        fullName: 'Ida',
        username: `ida_${n}`,
        email: `ida_${n}@example.com`,
        country: 'Canada',
        password: PASSWORD,
      };
      expect((await browser().call('POST', '/api/register', input)).status).toBe(201);
      const b = browser();
      const refused = await b.login(input.email);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect(await refused.json()).toMatchObject({
        code: 'AUTH.EMAIL_NOT_VERIFIED',
        detail: 'Please check your email to verify your account before logging in.',
      });
      const firstLink = await identity.tokenFromMail(input.email, 'email-verified');
      // The sign-in screen's resend (no session yet), by username here.
      const resent = await browser().call('POST', '/api/auth/resend-verification', { usernameOrEmail: input.username });
      expect(resent.status).toBe(202);
      const newLink = await identity.tokenFromMail(input.email, 'email-verified');
      expect(newLink).not.toBe(firstLink);
      expect((await browser().call('POST', '/api/auth/verify-email', { token: firstLink })).status).toBe(400);
      expect((await browser().call('POST', '/api/auth/verify-email', { token: newLink })).status).toBe(200);
      expect((await b.login(input.username)).status).toBe(200);
      expect((await (await b.call('GET', '/api/user')).json()).emailVerified).toBe(true);
    });

    it('resend-verification answers 202 alike for an unknown address; past 3 per account it is 429 with Retry-After', async () => {
      const unknown = await browser().call('POST', '/api/auth/resend-verification', {
        usernameOrEmail: `nobody_${randomUUID()}@example.com`,
      });
      expect(unknown.status).toBe(202);
      expect(await unknown.json()).toEqual({ ok: true });
      const address = `flood_${randomUUID()}@example.com`;
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await browser().call('POST', '/api/auth/resend-verification', { usernameOrEmail: address })).status,
        );
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    });

    it('forgot-password is 202 for any address; reset sets the password and ends every session', async () => {
      const { input, b } = await newUser();
      expect((await browser().call('POST', '/api/auth/forgot-password', { email: 'nobody@example.com' })).status).toBe(
        202,
      );
      expect((await browser().call('POST', '/api/auth/forgot-password', { email: input.email })).status).toBe(202);
      const token = await identity.tokenFromMail(input.email, 'reset-password');
      const newPassword = 'N3w#Passw0rd!';
      const reset = await browser().call('POST', '/api/auth/reset-password', { token, password: newPassword });
      expect(reset.status).toBe(200);
      await eventually(async () => expect((await b.call('GET', '/api/user')).status).toBe(401));
      expect((await b.call('POST', '/api/auth/refresh')).status).toBe(401);
      expect((await browser().login(input.email, PASSWORD)).status).toBe(401);
      expect((await browser().login(input.email, newPassword)).status).toBe(200);
    });

    it('forgot-password without an e-mail is 400 with the spec message', async () => {
      const res = await browser().call('POST', '/api/auth/forgot-password', {});
      expect((await res.json()).detail).toBe('Please enter your email address');
    });

    it('change-password keeps this device signed in with a fresh token and signs out the others', async () => {
      const { input, b } = await newUser();
      const other = browser();
      expect((await other.login(input.email)).status).toBe(200);
      const res = await b.call('POST', '/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'Chang3d#Passw0rd',
      });
      expect(res.status).toBe(200);
      b.accessToken = (await res.json()).accessToken;
      expect((await b.call('GET', '/api/user')).status).toBe(200);
      await eventually(async () => expect((await other.call('GET', '/api/user')).status).toBe(401));
      expect((await other.call('POST', '/api/auth/refresh')).status).toBe(401);
    });
  });

  describe('profile', () => {
    it('PATCH /api/profile changes profile fields only: role or id in the body are refused (400 naming them) and change nothing', async () => {
      const { b, user } = await newUser();
      const res = await b.call('PATCH', '/api/profile', {
        bio: 'Flying LHR→LOS often',
        role: 'admin',
        id: randomUUID(),
        isBanned: false,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()).errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
        'id',
        'isBanned',
        'role',
      ]);
      expect((await b.call('PATCH', '/api/profile', { bio: 'Flying LHR→LOS often' })).status).toBe(200);
      const me = await (await b.call('GET', '/api/profile')).json();
      expect(me).toMatchObject({ id: user.id, bio: 'Flying LHR→LOS often', role: 'user' });
    });

    it('a public profile shows no e-mail, phone, role or ban state', async () => {
      const { user } = await newUser();
      const { b } = await newUser();
      const res = await b.call('GET', `/api/users/${user.id}/public`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.id).toBe(user.id);
      for (const secret of ['email', 'phone', 'role', 'isBanned', 'status']) expect(body).not.toHaveProperty(secret);
    });
  });

  describe('admin routes', () => {
    it('a non-admin gets 403 on every admin route, override headers or not', async () => {
      const { b, user } = await newUser();
      const headers = {
        'admin-request': 'true',
        'admin-email': 'admin@oneway.local',
        'force-admin': 'true',
        'x-supabase-email': 'admin@oneway.local',
        'x-test-mode': 'true',
      };
      const attempts: [string, string, unknown?][] = [
        ['GET', '/api/admin/users?test_mode=true'],
        ['GET', `/api/admin/users/${user.id}/history`],
        ['PATCH', `/api/admin/users/${user.id}/role`, { role: 'admin', test_mode: true }],
        ['POST', `/api/admin/users/${user.id}/ban`, { reason: 'x' }],
        ['POST', `/api/admin/users/${user.id}/unban`],
      ];
      for (const [method, path, body] of attempts) {
        const res = await b.call(method, path, body, headers);
        expect(res.status).toBe(403);
      }
      expect((await (await b.call('GET', '/api/user')).json()).role).toBe('user');
    });

    it('an alg:none admin token is 401 on admin routes', async () => {
      const res = await fetch(`${gw.url}/api/admin/users`, {
        headers: { authorization: `Bearer ${unsignedToken(standardClaims({ role: 'admin' }))}` },
      });
      expect(res.status).toBe(401);
    });

    it('an admin lists, searches and pages users and reads a user’s history', async () => {
      const a = await admin();
      const { user } = await newUser();
      const list = await a.call('GET', `/api/admin/users?query=${encodeURIComponent(user.username)}&page=1&pageSize=5`);
      expect(list.status).toBe(200);
      const body = await list.json();
      expect(body.items.map((u: { id: string }) => u.id)).toContain(user.id);
      expect(body.pageSize).toBe(5);
      const history = await a.call('GET', `/api/admin/users/${user.id}/history`);
      expect((await history.json()).events[0].type).toBe('identity.user.registered');
    });

    it('a ban ends the user’s access at once and refuses sign-in; unban lets them back', async () => {
      const a = await admin();
      const { b, user, input } = await newUser();
      const ban = await a.call('POST', `/api/admin/users/${user.id}/ban`, { reason: 'fraud' });
      expect(ban.status).toBe(200);
      await eventually(async () => expect((await b.call('GET', '/api/user')).status).toBe(401));
      expect((await b.call('POST', '/api/auth/refresh')).status).toBe(401);
      expect((await browser().login(input.email)).status).toBe(403);
      // The reason is optional; the body is a JSON object like every other (issue 10's input policy).
      expect((await a.call('POST', `/api/admin/users/${user.id}/unban`, {})).status).toBe(200);
      await eventually(async () => expect((await browser().login(input.email)).status).toBe(200));
    });

    it('a role change refuses tokens naming the old role at once; a refresh carries the new role', async () => {
      const a = await admin();
      const { b, user } = await newUser();
      const res = await a.call('PATCH', `/api/admin/users/${user.id}/role`, { role: 'moderator' });
      expect(res.status).toBe(200);
      await eventually(async () => expect((await b.call('GET', '/api/user')).status).toBe(401));
      const refreshed = await b.call('POST', '/api/auth/refresh');
      expect(refreshed.status).toBe(200);
      b.accessToken = (await refreshed.json()).accessToken;
      expect((await b.call('GET', '/api/admin/users')).status).toBe(200);
    });
  });

  describe('spec §5 messages reach the browser as "{status}: {detail}"', () => {
    const registration = { fullName: 'Ada', username: 'ada_rules', email: 'rules@example.com', country: 'Canada' };
    it.each([
      ['Password must be at least 8 characters', 'Sh0rt!'],
      ['Password must contain at least one uppercase letter', 'lower#case1'],
      ['Password must contain at least one lowercase letter', 'UPPER#CASE1'],
      ['Password must contain at least one number', 'No#Numbers'],
      ['Password must contain at least one special character', 'NoSpecial12'],
    ])('register: "%s"', async (message, password) => {
      const res = await browser().call('POST', '/api/register', { ...registration, password });
      const body = await res.json();
      expect(`${body.status}: ${body.detail}`).toBe(`400: ${message}`);
    });

    it.each([
      ['Please enter your email or username', { password: 'x' }],
      ['Password is required', { usernameOrEmail: 'someone@example.com' }],
    ])('login: "%s"', async (message, body) => {
      const res = await browser().call('POST', '/api/login', body);
      expect((await res.json()).detail).toBe(message);
    });

    it('reset-password: the password rules apply in the spec order', async () => {
      const res = await browser().call('POST', '/api/auth/reset-password', { token: 'whatever', password: 'short' });
      expect((await res.json()).detail).toBe('Password must be at least 8 characters');
    });
  });

  describe('WebSocket with real sessions', () => {
    const openSocket = (token: string) =>
      new Promise<{ ws: WebSocket; closed: Promise<number> }>((resolve, reject) => {
        const ws = new WebSocket(`${gw.url.replace('http', 'ws')}/ws?token=${token}`);
        const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
        ws.on('open', () => resolve({ ws, closed }));
        ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
        ws.on('error', reject);
      });

    it('a signed-in user connects; logging out closes that session’s socket (4003) and the token is refused', async () => {
      const { b } = await newUser();
      const token = b.accessToken!;
      const socket = await openSocket(token);
      expect((await b.call('POST', '/api/logout')).status).toBe(204);
      expect(await socket.closed).toBe(4003);
      await expect(openSocket(token)).rejects.toThrow('HTTP 401');
    });

    it('a ban closes the user’s sockets at once', async () => {
      const a = await admin();
      const { b, user } = await newUser();
      const socket = await openSocket(b.accessToken!);
      await a.call('POST', `/api/admin/users/${user.id}/ban`, { reason: 'spam' });
      expect(await socket.closed).toBe(4003);
    });
  });
});
