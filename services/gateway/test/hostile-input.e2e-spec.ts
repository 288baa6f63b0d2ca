import { randomUUID } from 'node:crypto';
import { INPUT_LIMITS } from '@oneway/contracts';
import { startRealStack, stopRealStack, type Caller, type RealStack } from './support/real-stack.js';
import { shipmentBody, tripBody } from './support/request-bodies.js';

// Issue 10, the black-box probe's findings, each against the real identity, marketplace and
// payments services behind the gateway: a 4xx problem naming the field, never a 500, and
// nothing written (no event of the request's correlation id in any service).
describe('hostile input at the door (issue 10 probe findings)', () => {
  let stack: RealStack;
  let alice: Caller;
  let admin: Caller;
  let shipmentId: string;

  beforeAll(async () => {
    stack = await startRealStack();
    alice = await stack.newUser();
    admin = await stack.admin();
    const created = await stack.call('POST', '/api/shipments', { headers: alice.headers, body: shipmentBody() });
    expect(created.status).toBe(201);
    shipmentId = ((await created.json()) as { id: string }).id;
  }, 120_000);

  afterAll(() => stopRealStack(stack));

  // Events written by one request, in every service: each carries the request's correlation id.
  // (Counting every event would also count what the services do on their own meanwhile, such
  // as the achievement a first listing unlocks.)
  const eventsOf = async (correlationId: string) =>
    Promise.all(
      [stack.identity.service, stack.marketplace.service, stack.payments.service].map(async (s) =>
        Number(
          (
            await s.ctx.pool.query<{ n: string }>('SELECT count(*) AS n FROM es_events WHERE correlation_id = $1', [
              correlationId,
            ])
          ).rows[0]!.n,
        ),
      ),
    );

  /** Sends the request and expects a 4xx problem naming `field`, with no event written anywhere. */
  async function refused(
    method: string,
    path: string,
    o: { headers?: Record<string, string>; body?: unknown },
    field: string,
    status = 400,
  ) {
    const correlationId = `hostile-${randomUUID()}`;
    const res = await stack.call(method, path, {
      ...o,
      headers: { ...(o.headers ?? {}), 'x-correlation-id': correlationId },
    });
    const problem = (await res.json()) as { status: number; errors?: { field: string }[]; detail: string };
    expect({ path, status: res.status }).toEqual({ path, status });
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(problem.errors?.map((e) => e.field)).toContain(field);
    expect(await eventsOf(correlationId)).toEqual([0, 0, 0]);
  }

  const NUL = 'a\u0000b';

  describe('a NUL byte is a 400 naming the field, never a Postgres 500', () => {
    it('in POST /api/login (no sign-in needed)', () =>
      refused('POST', '/api/login', { body: { usernameOrEmail: NUL, password: 'x' } }, 'usernameOrEmail'));
    it('in GET /api/track/:code (no sign-in needed)', () =>
      refused('GET', `/api/track/${encodeURIComponent(NUL)}`, {}, 'trackingNumber'));
    it('in PATCH /api/profile', () =>
      refused('PATCH', '/api/profile', { headers: alice.headers, body: { bio: NUL } }, 'bio'));
    it('in shipment notes', () =>
      refused('POST', '/api/shipments', { headers: alice.headers, body: shipmentBody({ notes: NUL }) }, 'notes'));
    it('in the admin user search', () =>
      refused('GET', `/api/admin/users?query=${encodeURIComponent(NUL)}`, { headers: admin.headers }, 'query'));
    it('in a charge’s idempotency key', () =>
      refused(
        'POST',
        `/api/payments/shipments/${shipmentId}/charge`,
        { headers: alice.headers, body: { method: { kind: 'default' }, idempotencyKey: `key-${NUL}-12345` } },
        'idempotencyKey',
      ));
  });

  describe('amounts are integers of cents within the business maximum', () => {
    it.each(['paymentAmount', 'declaredValue', 'insuranceAmount'])('%s of 1e20 (above 2^53) is a 400', (field) =>
      refused('POST', '/api/shipments', { headers: alice.headers, body: shipmentBody({ [field]: 1e20 }) }, field),
    );
    it('a payment of 10^12 cents is a 400', () =>
      refused(
        'POST',
        '/api/shipments',
        { headers: alice.headers, body: shipmentBody({ paymentAmount: 1e12 }) },
        'paymentAmount',
      ));
    it('a fractional amount is a 400', () =>
      refused(
        'POST',
        '/api/shipments',
        { headers: alice.headers, body: shipmentBody({ paymentAmount: 10.5 }) },
        'paymentAmount',
      ));
  });

  describe('texts have a maximum length', () => {
    it.each(['receiverName', 'receiverAddressLine1', 'receiverCity'])('a %s of 100,000 characters is a 400', (field) =>
      refused(
        'POST',
        '/api/shipments',
        { headers: alice.headers, body: shipmentBody({ [field]: 'x'.repeat(100_000) }) },
        field,
      ),
    );
  });

  it('a trip arriving in the year 9999 is a 400 naming arrivalDate', () =>
    refused(
      'POST',
      '/api/trips',
      { headers: alice.headers, body: tripBody({ arrivalDate: '9999-12-31' }) },
      'arrivalDate',
    ));

  // The second probe: each of these was a 500 (a Postgres 22P02 or 22008, or the door's own
  // stack overflow), or for the audit log a 200 with every service "unavailable".
  describe('text is well-formed, nesting is bounded, dates are in years Postgres holds', () => {
    it('an unpaired surrogate in a country request (no sign-in needed) is a 400 naming the field', () =>
      refused(
        'POST',
        '/api/country-requests',
        {
          body: {
            firstName: 'A\ud800',
            lastName: 'Mensah',
            email: `ama.${randomUUID().slice(0, 8)}@example.com`,
            requestedCountry: 'Ghana',
            reason: 'My sister studies in Accra',
          },
        },
        'firstName',
      ));
    it('2,000 nested arrays in a shipment (a 4 KB body) are a 400 naming where it went too deep', () =>
      refused(
        'POST',
        '/api/shipments',
        {
          headers: alice.headers,
          body: shipmentBody({ contentTypes: JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) }),
        },
        `contentTypes${'[0]'.repeat(INPUT_LIMITS.nestingMax - 1)}`,
      ));
    it.each([
      ['/api/travelers?departFrom=0000-01-01', 'departFrom'],
      ['/api/available-shipments?departOn=0000-01-01', 'departOn'],
      ['/api/available-shipments?arriveBy=0000-01-01', 'arriveBy'],
      ['/api/messages?since=0000-01-01T00:00:00Z', 'since'],
    ])('GET %s is a 400 naming the field', (path, field) => refused('GET', path, { headers: alice.headers }, field));
    it('the admin audit log from year 0 is a 400 naming `from`, not every service unavailable', () =>
      refused('GET', '/api/admin/audit-logs?from=0000-01-01T00:00:00Z', { headers: admin.headers }, 'from'));
  });

  describe('every body is a JSON object of the documented shape', () => {
    it.each([
      ['123', 123],
      ['null', null],
      ['[]', []],
    ])('PATCH /api/profile with body %s is a 400, not a TypeError', (_label, body) =>
      refused('PATCH', '/api/profile', { headers: alice.headers, body }, 'body'),
    );
    it('PATCH /api/profile with text/plain is a 4xx, not a TypeError', async () => {
      const correlationId = `hostile-${randomUUID()}`;
      const res = await stack.call('PATCH', '/api/profile', {
        headers: { ...alice.headers, 'content-type': 'text/plain', 'x-correlation-id': correlationId },
        body: 'bio=hello',
      });
      expect([400, 415]).toContain(res.status);
      expect(await eventsOf(correlationId)).toEqual([0, 0, 0]);
    });
    it.each(['null', '[]', '123'])(
      'cancel, give-up, authenticate and admin settings refuse a %s body (and cancel does not cancel)',
      async (raw) => {
        const headers = { 'content-type': 'application/json' };
        for (const [path, caller] of [
          [`/api/shipments/${shipmentId}/cancel`, alice],
          [`/api/shipments/${shipmentId}/give-up`, alice],
          [`/api/payments/shipments/${shipmentId}/authenticate`, alice],
        ] as const)
          await refused('POST', path, { headers: { ...caller.headers, ...headers }, body: raw }, 'body');
        await refused(
          'PATCH',
          '/api/admin/payments/settings',
          { headers: { ...admin.headers, ...headers }, body: raw },
          'body',
        );
        const shipment = await stack.call('GET', `/api/shipments/${shipmentId}`, { headers: alice.headers });
        expect(((await shipment.json()) as { status: string }).status).toBe('pending');
      },
    );
    it('an id in a body that the route takes from its path is refused, not silently ignored', () =>
      refused(
        'POST',
        `/api/shipments/${shipmentId}/cancel`,
        { headers: alice.headers, body: { shipmentId: randomUUID(), reason: 'x' } },
        'shipmentId',
      ));
    it('an id of the wrong shape in a body is a 400 naming it', () =>
      refused(
        'POST',
        '/api/shipments',
        { headers: alice.headers, body: shipmentBody({ originRelayPointId: 'not-a-uuid' }) },
        'originRelayPointId',
      ));
  });

  it('who you are is decided before the body: a hostile body gets 401 signed out and 403 on a staff route, then 400 once allowed in', async () => {
    const body = { notes: NUL, role: 'admin' };
    const signedOut = await stack.call('PATCH', '/api/profile', { body });
    expect(signedOut.status).toBe(401);
    const notStaff = await stack.call('GET', `/api/admin/users?query=${encodeURIComponent(NUL)}`, {
      headers: alice.headers,
    });
    expect(notStaff.status).toBe(403);
    await refused('PATCH', '/api/profile', { headers: alice.headers, body }, 'role');
  });

  it('GET /api/travelers/<unknown id> is a 404, not an empty profile', async () => {
    const res = await stack.call('GET', `/api/travelers/${randomUUID()}`, { headers: alice.headers });
    expect(res.status).toBe(404);
    expect((await stack.call('GET', `/api/travelers/${alice.userId}`, { headers: alice.headers })).status).toBe(200);
  });

  it('payout onboarding refuses a returnPath of //other.host/x (no open redirect)', () =>
    refused(
      'POST',
      '/api/payment-methods/payout-onboarding',
      { headers: alice.headers, body: { country: 'GB', returnPath: '//other.host/x' } },
      'returnPath',
    ));

  it('authenticated answers carry Cache-Control: no-store (GET /api/profile)', async () => {
    const res = await stack.call('GET', '/api/profile', { headers: alice.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the OpenAPI document marks a query parameter required only when the server refuses the request without it', async () => {
    const doc = (await (await stack.call('GET', '/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
    };
    const requiredQuery = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => ({ method: method.toUpperCase(), path, name: p.name })),
      ),
    );
    // The probe's case: an id the path already carries, also marked as a required query parameter.
    expect(requiredQuery.filter((q) => q.name.endsWith('Id'))).toEqual([]);
    for (const q of requiredQuery) {
      if (q.path.includes('{')) continue;
      // Staff routes are asked by staff (a plain user is refused before any parameter is read).
      const caller = q.path.startsWith('/api/admin/') ? admin : alice;
      const res = await stack.call(q.method, q.path, { headers: caller.headers });
      expect({ ...q, status: res.status }).toEqual({ ...q, status: 400 });
      expect(((await res.json()) as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toContain(q.name);
    }
  });
});
