import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { ConfigError } from '@oneway/service-kit';
import { connectNats, deleteTestStreams, subjectPrefix } from '@oneway/testing';
import type { RunningGateway } from '../src/gateway.js';
import { startFakeIdentity, startKeyedFakeIdentity } from './support/fake-identity.js';
import { rawGet } from './support/raw-http.js';
import { startTestGateway } from './support/test-gateway.js';
import { signAccessToken, type SigningKey } from './support/test-keys.js';

/** Every header, parameter and body field the prototype let the browser use to claim power. */
const PROTOTYPE_OVERRIDES = {
  'x-supabase-user-id': '00000000-0000-4000-8000-000000000001',
  'x-supabase-email': 'admin@oneway.example',
  'x-user-email': 'admin@oneway.example',
  'x-supabase-full-name': 'Admin',
  'x-supabase-username': 'admin',
  'admin-request': 'true',
  'admin-email': 'admin@oneway.example',
  'force-admin': 'true',
  'x-test-mode': 'true',
};

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';

describe('gateway HTTP surface (fake identity on the bus)', () => {
  let nc: NatsConnection;
  let gw: RunningGateway;
  let key: SigningKey;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let webDist: string;

  beforeAll(async () => {
    nc = await connectNats();
    ({ key, identity } = await startKeyedFakeIdentity(nc));
    webDist = mkdtempSync(join(tmpdir(), 'oneway-web-'));
    mkdirSync(join(webDist, 'assets'));
    // As the build writes them: each page and script with its brotli and gzip copies beside it.
    for (const [file, text] of [
      ['index.html', '<!doctype html><div id="root">oneway landing</div>'],
      ['app.html', '<!doctype html><div id="root">oneway app</div>'],
      ['assets/app-1234.js', 'console.log("oneway asset")'],
    ] as const) {
      writeFileSync(join(webDist, file), text);
      writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
    }
    gw = await startTestGateway({ WEB_DIST: webDist, BODY_LIMIT_BYTES: '2048', METRICS_TOKEN });
  });

  afterAll(async () => {
    await gw?.stop();
    await identity?.stop();
    await deleteTestStreams(nc);
    await nc?.drain();
  });

  const userToken = (over: { sub?: string; role?: string } = {}) => signAccessToken(key, { role: 'user', ...over });

  describe('problem details', () => {
    it('every error is application/problem+json with status, code, detail and correlation id (spec §8: "{status}: {message}" derivable)', async () => {
      const res = await fetch(`${gw.url}/api/user`);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const body = await res.json();
      expect(body).toEqual({
        type: expect.stringContaining('auth-unauthenticated'),
        title: 'unauthorized',
        status: 401,
        detail: expect.any(String),
        code: 'AUTH.UNAUTHENTICATED',
        correlationId: res.headers.get('x-correlation-id'),
      });
      expect(`${body.status}: ${body.detail}`).toBe('401: You are not signed in.');
    });

    it('a validation failure lists field errors with the contract message', async () => {
      const res = await fetch(`${gw.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'x' }),
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('REQUEST.INVALID');
      expect(body.detail).toBe('Please enter your email or username');
      expect(body.errors).toContainEqual({ field: 'usernameOrEmail', message: 'Please enter your email or username' });
    });

    it('an unknown /api route is a 404 problem, not the web app', async () => {
      const res = await fetch(`${gw.url}/api/nope`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((await res.json()).code).toBe('ROUTE.NOT_FOUND');
    });

    it('a body over the limit is a 413 problem', async () => {
      const res = await fetch(`${gw.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'x'.repeat(5000) }),
      });
      expect(res.status).toBe(413);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((await res.json()).code).toBe('REQUEST.TOO_LARGE');
    });

    it('malformed JSON is a 400 problem', async () => {
      const res = await fetch(`${gw.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"usernameOrEmail":',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('REQUEST.INVALID');
    });

    it('identity not answering is a 503 SERVICE.UNAVAILABLE problem', async () => {
      const other = await startTestGateway({ NATS_SUBJECT_PREFIX: `${subjectPrefix()}x` });
      try {
        const res = await fetch(`${other.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ usernameOrEmail: 'a@b.co', password: 'x' }),
        });
        expect(res.status).toBe(503);
        expect((await res.json()).code).toBe('SERVICE.UNAVAILABLE');
        expect((await fetch(`${other.url}/ready`)).status).toBe(503);
      } finally {
        await other.stop();
      }
    });
  });

  describe('correlation id', () => {
    it('a well-formed x-correlation-id is echoed and carried into the RPC metadata', async () => {
      const id = `web-${randomUUID()}`;
      const res = await fetch(`${gw.url}/api/user`, {
        headers: { authorization: `Bearer ${await userToken()}`, 'x-correlation-id': id },
      });
      expect(res.headers.get('x-correlation-id')).toBe(id);
      expect(identity.calls.at(-1)!.meta.correlationId).toBe(id);
    });

    it('a malformed one is replaced by a fresh id', async () => {
      const res = await fetch(`${gw.url}/api/user`, { headers: { 'x-correlation-id': 'bad id with spaces <script>' } });
      const echoed = res.headers.get('x-correlation-id')!;
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect((await res.json()).correlationId).toBe(echoed);
    });
  });

  describe('prototype override headers and flags grant nothing', () => {
    it('override headers without a token are still 401', async () => {
      for (const path of ['/api/user', '/api/profile', '/api/admin/users']) {
        const res = await fetch(`${gw.url}${path}`, { headers: PROTOTYPE_OVERRIDES });
        expect(res.status).toBe(401);
      }
      const query = await fetch(`${gw.url}/api/admin/users?test_mode=true&admin=true`, {
        headers: PROTOTYPE_OVERRIDES,
      });
      expect(query.status).toBe(401);
    });

    it('a user token with admin-override headers and test_mode=true is still 403 on admin routes', async () => {
      const res = await fetch(`${gw.url}/api/admin/users?test_mode=true`, {
        headers: { ...PROTOTYPE_OVERRIDES, authorization: `Bearer ${await userToken()}` },
      });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('AUTH.FORBIDDEN');
      expect(identity.calls.some((c) => c.name === 'admin.listUsers')).toBe(false);
    });

    it('x-supabase-user-id never changes who the caller is', async () => {
      const me = randomUUID();
      const res = await fetch(`${gw.url}/api/user`, {
        headers: { ...PROTOTYPE_OVERRIDES, authorization: `Bearer ${await userToken({ sub: me })}` },
      });
      expect(res.status).toBe(200);
      expect((await res.json()).id).toBe(me);
      expect(identity.calls.at(-1)!.meta.actor).toMatchObject({ userId: me, role: 'user' });
    });

    it('body test_mode is refused (400 naming it) and query test_mode=true is not forwarded to identity', async () => {
      const before = identity.calls.length;
      const smuggled = await fetch(`${gw.url}/api/login?test_mode=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...PROTOTYPE_OVERRIDES },
        body: JSON.stringify({ usernameOrEmail: 'ada@example.com', password: 'wrong', test_mode: true, role: 'admin' }),
      });
      expect(smuggled.status).toBe(400);
      expect(((await smuggled.json()).errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
        'role',
        'test_mode',
      ]);
      expect(identity.calls.length).toBe(before);
      await fetch(`${gw.url}/api/login?test_mode=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...PROTOTYPE_OVERRIDES },
        body: JSON.stringify({ usernameOrEmail: 'ada@example.com', password: 'wrong' }),
      });
      const login = identity.calls.filter((c) => c.name === 'login').at(-1)!;
      expect(Object.keys(login.payload as object).sort()).toEqual(['ip', 'password', 'usernameOrEmail']);
      expect(login.meta.actor).toBeNull();
    });

    it('a staff token does reach admin routes (the guard is role-based, not header-based)', async () => {
      const res = await fetch(`${gw.url}/api/admin/users?page=2&pageSize=5`, {
        headers: { authorization: `Bearer ${await userToken({ role: 'support' })}` },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ items: [], total: 0, page: 2, pageSize: 5 });
    });
  });

  describe('security headers and CORS', () => {
    it('helmet headers are set', async () => {
      const res = await fetch(`${gw.url}/health`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    });

    it('CORS allows the web origin with credentials and no other origin', async () => {
      const ok = await fetch(`${gw.url}/api/user`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      });
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      const evil = await fetch(`${gw.url}/api/user`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('API answers carry the short API set, pages the full one (decision gateway-api-security-headers)', async () => {
      const api = await fetch(`${gw.url}/api/user`);
      expect(api.status).toBe(401);
      expect(api.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(api.headers.get('x-content-type-options')).toBe('nosniff');
      expect(api.headers.get('x-frame-options')).toBe('DENY');
      expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
      const docs = await fetch(`${gw.url}/api/docs/json`);
      expect(docs.headers.get('x-content-type-options')).toBe('nosniff');
      expect(docs.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // The document is large: an unread body keeps fetch's connection paused and open after
      // the gateway stops, and the jest worker then cannot exit.
      await docs.body?.cancel();
    });

    it('a cross-origin read from the web origin gets the CORS answer headers, an error answer too', async () => {
      const res = await fetch(`${gw.url}/api/user`, { headers: { origin: 'http://localhost:5173' } });
      expect(res.status).toBe(401);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-expose-headers')).toContain('x-correlation-id');
      expect(res.headers.get('vary')).toContain('Origin');
      const evil = await fetch(`${gw.url}/api/user`, { headers: { origin: 'https://evil.example' } });
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('a request without Origin gets no CORS headers, only Vary: Origin; a preflight without one is refused (decision gateway-cors-only-for-cross-origin-requests)', async () => {
      const sameOrigin = await fetch(`${gw.url}/api/user`);
      expect(sameOrigin.status).toBe(401);
      expect(sameOrigin.headers.get('vary')).toContain('Origin');
      expect([...sameOrigin.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
      const preflight = await fetch(`${gw.url}/api/user`, {
        method: 'OPTIONS',
        headers: { 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(400);
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    });
  });

  describe('operations and docs', () => {
    it('/health, /ready (NATS, Redis, identity) answer; /metrics only to the scrape token, never to anyone (issue 10)', async () => {
      expect((await fetch(`${gw.url}/health`)).status).toBe(200);
      const ready = await fetch(`${gw.url}/ready`);
      expect(ready.status).toBe(200);
      expect((await ready.json()).checks).toEqual({ nats: 'ok', redis: 'ok', identity: 'ok' });
      const anyone = await fetch(`${gw.url}/metrics`);
      expect(anyone.status).toBe(404);
      expect(await anyone.text()).not.toContain('oneway_requests_duration_seconds');
      const wrong = await fetch(`${gw.url}/metrics`, { headers: { authorization: 'Bearer not-the-scrape-token' } });
      expect(wrong.status).toBe(404);
      const scraper = await fetch(`${gw.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scraper.status).toBe(200);
      expect(await scraper.text()).toContain('oneway_requests_duration_seconds');
    });

    it('the OpenAPI document is generated from the route schemas at /api/docs/json', async () => {
      const doc = await (await fetch(`${gw.url}/api/docs/json`)).json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/user',
          '/api/login',
          '/api/register',
          '/api/logout',
          '/api/auth/refresh',
          '/api/admin/users',
          '/api/admin/users/{id}/ban',
          '/api/users/{id}/public',
        ]),
      );
      expect(doc.paths['/api/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
        'password',
      );
      expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
      expect((await fetch(`${gw.url}/api/docs`)).status).toBeLessThan(400);
    });
  });

  describe('web app', () => {
    it("serves assets, index.html (the prerendered landing page) at '/' and app.html on every client route", async () => {
      const asset = await fetch(`${gw.url}/assets/app-1234.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      for (const [path, page] of [
        ['/', 'oneway landing'],
        ['/?ref=mail', 'oneway landing'],
        ['/shipments/42', 'oneway app'],
        ['/admin?tab=users', 'oneway app'],
      ] as const) {
        const res = await fetch(`${gw.url}${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect({ path, body: await res.text() }).toEqual({ path, body: expect.stringContaining(page) });
      }
    });

    it('sends pages and assets brotli- or gzip-compressed as the browser accepts, and as they are to one that accepts neither', async () => {
      const decoders = { br: brotliDecompressSync, gzip: gunzipSync, none: (body: Buffer) => body };
      for (const [path, accept, encoding, text] of [
        ['/', 'gzip, deflate, br', 'br', 'oneway landing'],
        ['/', 'gzip', 'gzip', 'oneway landing'],
        ['/', undefined, 'none', 'oneway landing'],
        ['/shipments/42', 'br', 'br', 'oneway app'],
        ['/shipments/42', 'identity', 'none', 'oneway app'],
        ['/assets/app-1234.js', 'gzip, br', 'br', 'oneway asset'],
        ['/assets/app-1234.js', 'gzip', 'gzip', 'oneway asset'],
      ] as const) {
        const res = await rawGet(
          `${gw.url}${path}`,
          accept === undefined ? {} : { headers: { 'accept-encoding': accept } },
        );
        const sent = res.headers['content-encoding'] ?? 'none';
        expect({ path, accept, sent }).toEqual({ path, accept, sent: encoding });
        expect(decoders[encoding](res.body).toString()).toContain(text);
        expect(res.headers.vary).toContain('accept-encoding');
      }
      const asset = await rawGet(`${gw.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toContain('immutable');
    });
  });

  describe('configuration', () => {
    it('bad configuration fails fast with one error naming every bad variable', async () => {
      await expect(startTestGateway({ PORT: 'eighty', WEB_ORIGIN: 'not a url' })).rejects.toThrow(ConfigError);
      await expect(startTestGateway({ PORT: 'eighty', WEB_ORIGIN: 'not a url' })).rejects.toThrow(
        /PORT.*WEB_ORIGIN|WEB_ORIGIN.*PORT/,
      );
    });
  });
});
