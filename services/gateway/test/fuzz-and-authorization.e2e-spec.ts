import { randomUUID } from 'node:crypto';
import { routesOf, variantsOf, type OpenApiDoc, type Route, type Variant } from './support/openapi-fuzz.js';
import { startRealStack, stopRealStack, type Caller, type RealStack } from './support/real-stack.js';
import { shipmentBody, tripBody } from './support/request-bodies.js';

// Issue 10 §5: our own fuzz suite and authorization matrix, both generated from the OpenAPI
// document, against the gateway in front of the real identity, marketplace and payments
// services. Every request sent is invalid (fuzz) or aimed at someone else's resource
// (matrix): no 5xx, no 2xx, nothing written (rows and events of every service), no leak.

/** Not ours to fuzz: the docs themselves, and the card provider's signed webhook (raw bytes). */
const skip = (path: string) => path.startsWith('/api/docs') || path === '/api/payments/webhooks/stripe';
const CONCURRENCY = 4;

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

describe('fuzz suite and authorization matrix from the OpenAPI document (issue 10)', () => {
  let stack: RealStack;
  let routes: Route[];
  let alice: Caller & { email: string };
  let bob: Caller;
  const staff: Record<string, Caller> = {};
  const own: { shipmentId: string; tripId: string } = { shipmentId: '', tripId: '' };

  beforeAll(async () => {
    stack = await startRealStack({}, { everyService: true });
    alice = await stack.newUser();
    bob = await stack.newUser();
    staff.admin = await stack.admin();
    staff.moderator = await stack.login('moderator', 'Moderator#Demo2026');
    staff.support = await stack.login('support', 'Support#Demo2026');
    const shipment = await stack.call('POST', '/api/shipments', { headers: alice.headers, body: shipmentBody() });
    own.shipmentId = ((await shipment.json()) as { id: string }).id;
    const trip = await stack.call('POST', '/api/trips', { headers: alice.headers, body: tripBody() });
    own.tripId = ((await trip.json()) as { id: string }).id;
    const doc = (await (await stack.call('GET', '/api/docs/json')).json()) as OpenApiDoc;
    routes = routesOf(doc, skip);
  }, 120_000);

  afterAll(() => stopRealStack(stack));

  /** Rows in every table and events of every service: the state a request must not change. */
  async function state(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const [name, s] of Object.entries({
      identity: stack.identity.service,
      marketplace: stack.marketplace.service,
      payments: stack.payments.service,
      messaging: stack.messaging!.service,
      relay: stack.relay!.service,
    })) {
      const { rows: tables } = await s.ctx.pool.query<{ t: string }>(
        `SELECT quote_ident(table_name) AS t FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'mikro_orm%'`,
      );
      for (const { t } of tables) {
        const { rows } = await s.ctx.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`);
        out[`${name}.${t}`] = Number(rows[0]!.n);
      }
    }
    return out;
  }

  /**
   * The state once the services' own background work (reactions to the setup: the achievement a
   * first listing unlocks, its notification, projections, outbox) has stopped changing it, so
   * the fuzz's before/after compares only what the requests did.
   */
  async function settledState(): Promise<Record<string, number>> {
    let last = await state();
    for (let i = 0; i < 60; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const now = await state();
      if (JSON.stringify(now) === JSON.stringify(last)) return now;
      last = now;
    }
    throw new Error('the services kept writing for 30 s after the setup');
  }

  /** A real id of alice's for the parameter's resource, so requests reach the services. */
  const fill = (route: Route) => (param: string) => {
    if (/shipment/i.test(param) || (param === 'id' && /\/shipments\//.test(route.path))) return own.shipmentId;
    if (/trip/i.test(param) || (param === 'id' && /\/trips\//.test(route.path))) return own.tripId;
    if (param === 'trackingNumber') return 'OW0000000000';
    if (/user|id$/i.test(param) && /users|travelers/.test(route.path)) return alice.userId!;
    return randomUUID();
  };

  async function send(caller: Caller | null, route: Route, v: Variant) {
    const res = await stack.call(route.method, v.path, {
      headers: { ...(caller?.headers ?? {}), ...(v.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(v.body !== undefined ? { body: v.body } : {}),
    });
    return { status: res.status, text: await res.text() };
  }

  it('fuzz: every route with missing, wrong-typed, oversized, NUL-bearing, out-of-range and non-object inputs, signed out and as each role: no 5xx, no 2xx, nothing written', async () => {
    const callers: [string, Caller | null, 'full' | 'structural'][] = [
      ['signed out', null, 'structural'],
      ['user', alice, 'full'],
      ['admin', staff.admin!, 'full'],
      ['moderator', staff.moderator!, 'structural'],
      ['support', staff.support!, 'structural'],
    ];
    const before = await settledState();
    const failures: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    for (const [who, caller, depth] of callers) {
      const jobs = routes.flatMap((route) => variantsOf(route, fill(route), depth).map((v) => ({ route, v })));
      await inBatches(jobs, CONCURRENCY, async ({ route, v }) => {
        const { status } = await send(caller, route, v);
        requests += 1;
        if (status >= 500) serverErrors += 1;
        if (status >= 500 || status < 400)
          failures.push(`${who} ${route.method} ${route.path} [${v.label}] → ${status}`);
      });
    }
    const after = await state();
    console.log(
      `fuzz: ${routes.length} routes, ${requests} requests, ${serverErrors} 5xx, ${failures.length} not refused`,
    );
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(after).toEqual(before);
    expect(requests).toBeGreaterThan(routes.length * 5);
  }, 600_000);

  it('authorization matrix: every id-taking route with another user’s ids, and every admin route as a user: 0 leaks', async () => {
    const owned = routes.filter(
      (r) =>
        r.pathParams.length > 0 &&
        /^\/api\/(shipments|trips|interests|matches|payments\/shipments)\//.test(r.path) &&
        !r.path.startsWith('/api/admin'),
    );
    const admin = routes.filter((r) => r.path.startsWith('/api/admin/'));
    const secrets = [alice.email, '+2348012345678', '12 Marina Road', 'Ada Obi'];
    const before = await settledState();
    const leaks: string[] = [];
    let requests = 0;
    const attempt = async (who: string, caller: Caller | null, route: Route, allowed: (s: number) => boolean) => {
      const v: Variant = {
        label: 'other’s id',
        path: route.path.replace(/\{(\w+)\}/g, (_m, p: string) => fill(route)(p)),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { body: '{}' } : {}),
      };
      const { status, text } = await send(caller, route, v);
      requests += 1;
      if (!allowed(status) || secrets.some((s) => text.includes(s)))
        leaks.push(`${who} ${route.method} ${v.path} → ${status}`);
    };
    const refused = (s: number) => s >= 400 && s < 500;
    for (const route of owned) {
      await attempt('signed out', null, route, (s) => s === 401);
      await attempt('another user', bob, route, refused);
      for (const role of ['moderator', 'support'])
        if (route.method !== 'GET') await attempt(role, staff[role]!, route, refused);
    }
    for (const route of admin) {
      await attempt('signed out', null, route, (s) => s === 401);
      await attempt('user', bob, route, (s) => s === 403);
    }
    const after = await state();
    console.log(
      `authorization matrix: ${owned.length + admin.length} routes, ${requests} requests, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
    expect(after).toEqual(before);
    // Alice's shipment and trip are exactly as she left them.
    const mine = await stack.call('GET', `/api/shipments/${own.shipmentId}`, { headers: alice.headers });
    expect(((await mine.json()) as { status: string }).status).toBe('pending');
  }, 300_000);
});
