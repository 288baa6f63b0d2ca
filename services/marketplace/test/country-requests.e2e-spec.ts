import { randomUUID } from 'node:crypto';
import {
  adminListCountryRequestsRpc,
  adminSetCountryRequestStatusRpc,
  DomainError,
  submitCountryRequestRpc,
} from '@oneway/contracts';
import { userOf } from './support/marketplace-e2e.js';
import { marketplaceSuite } from './support/marketplace-suite.js';

describe('country requests over RPC against Postgres and NATS', () => {
  const suite = marketplaceSuite('marketplace_country');
  const { call } = suite;

  const admin = userOf('admin');
  const moderator = userOf('moderator');
  const support = userOf('support');
  const user = userOf();

  const form = (o: Record<string, unknown> = {}) => ({
    firstName: 'Kofi',
    lastName: 'Annan',
    email: `kofi.${randomUUID().slice(0, 8)}@example.com`,
    requestedCountry: 'Ghana',
    reason: 'My family lives in Kumasi',
    ...o,
  });
  const failure = async (promise: Promise<unknown>): Promise<DomainError> => {
    try {
      await promise;
    } catch (err) {
      return err as DomainError;
    }
    throw new Error('expected the call to fail');
  };

  it('an anonymous visitor submits a request: it is pending and staff see it at once', async () => {
    const input = form();
    const res = await call(null, submitCountryRequestRpc, input);
    expect(res).toEqual({ id: expect.any(String), status: 'pending' });
    const list = await call(support, adminListCountryRequestsRpc, { status: 'pending', pageSize: 100 });
    expect(list.items.find((r) => r.id === res.id)).toMatchObject({
      firstName: 'Kofi',
      lastName: 'Annan',
      email: input.email,
      requestedCountry: 'Ghana',
      reason: 'My family lives in Kumasi',
      status: 'pending',
      userId: null,
    });
  });

  it('the same e-mail asking for the same country while pending gets the existing request back, not a second row', async () => {
    const input = form();
    const first = await call(null, submitCountryRequestRpc, input);
    const again = await call(user, submitCountryRequestRpc, {
      ...input,
      email: input.email.toUpperCase(),
      requestedCountry: ' ghana ',
    });
    expect(again).toEqual(first);
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => call(null, submitCountryRequestRpc, { ...input, requestedCountry: 'Kenya' })),
    );
    expect(new Set(concurrent.map((r) => r.id)).size).toBe(1);
    const { rows } = await suite.service.ctx.pool.query(
      'SELECT requested_country FROM country_requests WHERE email = $1 ORDER BY requested_country',
      [input.email],
    );
    expect(rows.map((r) => r.requested_country)).toEqual(['Ghana', 'Kenya']);
  });

  it('a country Oneway already serves is refused with its message on requestedCountry', async () => {
    const err = await failure(call(null, submitCountryRequestRpc, form({ requestedCountry: 'United Kingdom' })));
    expect(err).toMatchObject({ code: 'COUNTRY_REQUEST.COUNTRY_SUPPORTED', kind: 'validation' });
    expect(err.message).toBe(
      'Oneway already serves United Kingdom. Create an account to send or carry packages there today.',
    );
    expect(err.fieldErrors).toEqual([{ field: 'requestedCountry', message: err.message }]);
  });

  it('a malformed form is refused field by field before it reaches the domain', async () => {
    const err = await failure(
      call(null, submitCountryRequestRpc, form({ firstName: '', email: 'nope', reason: 'x'.repeat(1001) })),
    );
    expect(err).toMatchObject({ code: 'REQUEST.INVALID', kind: 'validation' });
    expect(err.fieldErrors.map((f) => f.field).sort()).toEqual(['email', 'firstName', 'reason']);
  });

  it('staff (admin, moderator, support) list requests, filtered by status and paged', async () => {
    for (const staff of [admin, moderator, support]) {
      const page = await call(staff, adminListCountryRequestsRpc, { page: 1, pageSize: 2 });
      expect(page.pageSize).toBe(2);
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.total).toBeGreaterThanOrEqual(3);
    }
  });

  it('a user who is not staff is forbidden from the list, and anonymous callers must sign in', async () => {
    expect(await failure(call(user, adminListCountryRequestsRpc, {}))).toMatchObject({
      code: 'AUTH.STAFF_ONLY',
      kind: 'forbidden',
    });
    expect(await failure(call(null, adminListCountryRequestsRpc, {}))).toMatchObject({ kind: 'unauthorized' });
  });

  it('an admin changes the status with a note; after that the same e-mail and country make a new request', async () => {
    const input = form({ requestedCountry: 'Senegal' });
    const { id } = await call(null, submitCountryRequestRpc, input);
    const planned = await call(admin, adminSetCountryRequestStatusRpc, {
      requestId: id,
      status: 'planned',
      note: 'On the 2027 roadmap',
    });
    expect(planned).toMatchObject({ id, status: 'planned', statusNote: 'On the 2027 roadmap' });
    expect((await call(admin, adminSetCountryRequestStatusRpc, { requestId: id, status: 'planned' })).status).toBe(
      'planned',
    );
    const { rows } = await suite.service.ctx.pool.query(
      'SELECT type FROM es_events WHERE stream_id = $1 ORDER BY stream_version',
      [`country-request-${id}`],
    );
    expect(rows.map((r) => r.type)).toEqual([
      'marketplace.country_request.submitted',
      'marketplace.country_request.status_changed',
    ]);
    // The decision is audited in its own transaction; the repeat that changed nothing is not.
    const audit = await suite.service.ctx.pool.query(
      'SELECT action, details FROM admin_audit_logs WHERE entity_type = $1 AND entity_id = $2',
      ['country_request', id],
    );
    expect(audit.rows).toEqual([
      { action: 'country_request.status_changed', details: { status: 'planned', note: 'On the 2027 roadmap' } },
    ]);
    const fresh = await call(null, submitCountryRequestRpc, input);
    expect(fresh.id).not.toBe(id);
  });

  it('only an admin changes a status: moderator and support are forbidden; an unknown id is not found', async () => {
    const { id } = await call(null, submitCountryRequestRpc, form({ requestedCountry: 'Kenya' }));
    for (const staff of [moderator, support, user]) {
      expect(
        await failure(call(staff, adminSetCountryRequestStatusRpc, { requestId: id, status: 'declined' })),
      ).toMatchObject({ kind: 'forbidden' });
    }
    expect(
      await failure(call(admin, adminSetCountryRequestStatusRpc, { requestId: randomUUID(), status: 'declined' })),
    ).toMatchObject({
      code: 'COUNTRY_REQUEST.NOT_FOUND',
      kind: 'not_found',
    });
  });

  it('a launched request is final', async () => {
    const { id } = await call(null, submitCountryRequestRpc, form({ requestedCountry: 'Ivory Coast' }));
    await call(admin, adminSetCountryRequestStatusRpc, { requestId: id, status: 'launched' });
    expect(
      await failure(call(admin, adminSetCountryRequestStatusRpc, { requestId: id, status: 'declined' })),
    ).toMatchObject({
      code: 'COUNTRY_REQUEST.INVALID_TRANSITION',
      kind: 'conflict',
    });
  });
});
