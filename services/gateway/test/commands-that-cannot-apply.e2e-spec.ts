import { randomUUID } from 'node:crypto';
import { startRealStack, stopRealStack, type Caller, type RealStack } from './support/real-stack.js';
import { shipmentBody, tripBody } from './support/request-bodies.js';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

/** Retries `attempt` until it answers `status` (the services learn of each other by events). */
async function until(attempt: () => Promise<Response>, status: number, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await attempt();
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Issue 10: "says yes, does nothing". A command that cannot apply answers 409 with the reason.
describe('commands that cannot apply answer 409 with the reason (real services)', () => {
  let stack: RealStack;
  let alice: Caller;
  let bob: Caller;
  let admin: Caller;

  beforeAll(async () => {
    stack = await startRealStack();
    [alice, bob] = [await stack.newUser(), await stack.newUser()];
    admin = await stack.admin();
  }, 120_000);
  afterAll(() => stopRealStack(stack));

  it('cancelling a cancelled shipment is a 409, not a 200 that did nothing', async () => {
    const created = await stack.call('POST', '/api/shipments', { headers: alice.headers, body: shipmentBody() });
    const { id } = (await created.json()) as { id: string };
    expect((await stack.call('POST', `/api/shipments/${id}/cancel`, { headers: alice.headers, body: {} })).status).toBe(
      200,
    );
    const again = await stack.call('POST', `/api/shipments/${id}/cancel`, { headers: alice.headers, body: {} });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('Cannot cancel a shipment that is cancelled');
  });

  it('an admin refund of an escrow already released is a 409 and moves no money; so is a second release', async () => {
    const shipment = await stack.call('POST', '/api/shipments', { headers: alice.headers, body: shipmentBody() });
    expect(shipment.status).toBe(201);
    const shipmentId = ((await shipment.json()) as { id: string }).id;
    const trip = await stack.call('POST', '/api/trips', { headers: bob.headers, body: tripBody() });
    expect(trip.status).toBe(201);
    const tripId = ((await trip.json()) as { id: string }).id;
    expect(
      (await stack.call('POST', `/api/admin/trips/${tripId}/approve`, { headers: admin.headers, body: {} })).status,
    ).toBe(200);

    const charge = await until(
      () =>
        stack.call('POST', `/api/payments/shipments/${shipmentId}/charge`, {
          headers: alice.headers,
          body: { method: { kind: 'test_card', card: VISA }, idempotencyKey: `charge-${shipmentId}` },
        }),
      200,
    );
    expect(charge.status).toBe(200);
    expect(((await charge.json()) as { outcome: string }).outcome).toBe('succeeded');

    const interest = await stack.call('POST', `/api/shipments/${shipmentId}/interests`, {
      headers: bob.headers,
      body: { tripId, message: 'I fly that day and can carry it.' },
    });
    expect(interest.status).toBe(201);
    const interestId = ((await interest.json()) as { id: string }).id;
    const accepted = await until(
      () => stack.call('POST', `/api/interests/${interestId}/accept`, { headers: alice.headers }),
      200,
    );
    expect(accepted.status).toBe(200);

    const release = () =>
      stack.call('POST', `/api/admin/payments/shipments/${shipmentId}/release`, { headers: admin.headers });
    expect((await until(release, 200)).status).toBe(200);
    const before = await stack.call('GET', `/api/payments/shipments/${shipmentId}`, { headers: admin.headers });
    const paid = (await before.json()) as { status: string };
    expect(paid.status).toBe('released');

    const second = await release();
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe('PAYMENT.ALREADY_RELEASED');

    const refund = await stack.call('POST', `/api/admin/payments/shipments/${shipmentId}/refund`, {
      headers: admin.headers,
      body: { refundId: randomUUID(), reason: 'Customer claim ' + randomUUID().slice(0, 4) },
    });
    expect(refund.status).toBe(409);
    expect((await refund.json()).detail).toBe('A released payment cannot be refunded');
    const after = await stack.call('GET', `/api/payments/shipments/${shipmentId}`, { headers: admin.headers });
    expect(await after.json()).toEqual(paid);
  }, 90_000);
});
