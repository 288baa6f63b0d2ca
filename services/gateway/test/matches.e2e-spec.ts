import { eventually } from '@oneway/testing';
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

type Match = {
  id: string;
  role: string;
  status: string;
  otherPartyId: string;
  nextStep: string;
  actions: string[];
  shipment: { status: string; escrowStatus: string | null; pickupCode: string | null; deliveryCode: string | null };
  trip: { id: string } | null;
};

// Issue 16: /matches and /matches/:id read from either side of a match, scoped to the caller.
describe('matches through the gateway (real identity, marketplace and payments)', () => {
  let stack: RealStack;
  let sender: Caller;
  let traveler: Caller;
  let stranger: Caller;
  let matchId = '';

  beforeAll(async () => {
    stack = await startRealStack();
    [sender, traveler, stranger] = [await stack.newUser(), await stack.newUser(), await stack.newUser()];
    const admin = await stack.admin();
    const shipment = await stack.call('POST', '/api/shipments', { headers: sender.headers, body: shipmentBody() });
    const shipmentId = ((await shipment.json()) as { id: string }).id;
    const trip = await stack.call('POST', '/api/trips', { headers: traveler.headers, body: tripBody() });
    const tripId = ((await trip.json()) as { id: string }).id;
    await stack.call('POST', `/api/admin/trips/${tripId}/approve`, { headers: admin.headers, body: {} });
    const charge = await until(
      () =>
        stack.call('POST', `/api/payments/shipments/${shipmentId}/charge`, {
          headers: sender.headers,
          body: { method: { kind: 'test_card', card: VISA }, idempotencyKey: `charge-${shipmentId}` },
        }),
      200,
    );
    expect(charge.status).toBe(200);
    // Marketplace learns of the held payment by event: the offer's next step depends on it.
    await eventually(async () => {
      const view = (await (
        await stack.call('GET', `/api/shipments/${shipmentId}`, { headers: sender.headers })
      ).json()) as { escrowStatus: string };
      expect(view.escrowStatus).toBe('held');
    });
    const interest = await stack.call('POST', `/api/shipments/${shipmentId}/interests`, {
      headers: traveler.headers,
      body: { tripId, message: 'I fly that day and can carry it.' },
    });
    matchId = ((await interest.json()) as { id: string }).id;
  }, 120_000);

  afterAll(() => stopRealStack(stack));

  const get = async (who: Caller, path: string) => stack.call('GET', path, { headers: who.headers });

  it('a pending offer is not a match yet, but each side can open it with its own next step and actions', async () => {
    expect(((await (await get(sender, '/api/matches')).json()) as { total: number }).total).toBe(0);
    const asSender = (await (await get(sender, `/api/matches/${matchId}`)).json()) as Match;
    expect(asSender).toMatchObject({ role: 'sender', status: 'pending', otherPartyId: traveler.userId });
    expect(asSender.actions).toEqual(['accept', 'reject', 'message']);
    const asTraveler = (await (await get(traveler, `/api/matches/${matchId}`)).json()) as Match;
    expect(asTraveler).toMatchObject({ role: 'traveler', status: 'pending', otherPartyId: sender.userId });
    expect(asTraveler.actions).toEqual(['withdraw', 'message']);
    expect(asTraveler.shipment.escrowStatus).toBeNull();
  });

  it('once accepted, both sides list the match; the pickup code goes to the traveler, the delivery code to the sender', async () => {
    const accepted = await until(
      () => stack.call('POST', `/api/interests/${matchId}/accept`, { headers: sender.headers }),
      200,
    );
    expect(accepted.status).toBe(200);
    const senderList = (await (await get(sender, '/api/matches')).json()) as { items: Match[]; total: number };
    const travelerList = (await (await get(traveler, '/api/matches')).json()) as { items: Match[]; total: number };
    expect(senderList.items.map((m) => m.id)).toEqual([matchId]);
    expect(travelerList.items.map((m) => m.id)).toEqual([matchId]);

    const s = (await (await get(sender, `/api/matches/${matchId}`)).json()) as Match;
    expect(s.shipment).toMatchObject({ status: 'matched', escrowStatus: 'held', pickupCode: null });
    expect(s.shipment.deliveryCode).toMatch(/^\d{6}$/);
    expect(s.actions).toEqual(['confirm_pickup', 'cancel', 'message']);
    const t = (await (await get(traveler, `/api/matches/${matchId}`)).json()) as Match;
    expect(t.shipment).toMatchObject({ status: 'matched', escrowStatus: 'held', deliveryCode: null });
    expect(t.shipment.pickupCode).toMatch(/^\d{6}$/);
    expect(t.actions).toEqual(['give_up', 'message']);
    expect(t.trip).not.toBeNull();
  });

  it('another user’s match is "not found" (404, the same answer as an id that does not exist), and their list is empty', async () => {
    const res = await get(stranger, `/api/matches/${matchId}`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { code: string; detail: string };
    expect(body.code).toBe('MATCH.NOT_FOUND');
    expect(body.detail).toBe('Match not found');
    const unknown = await get(stranger, '/api/matches/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('MATCH.NOT_FOUND');
    expect(((await (await get(stranger, '/api/matches')).json()) as { total: number }).total).toBe(0);
    expect((await stack.call('GET', `/api/matches/${matchId}`)).status).toBe(401);
  });

  it('after the sender enters the pickup code the traveler’s next step is to leave with the package', async () => {
    const t = (await (await get(traveler, `/api/matches/${matchId}`)).json()) as Match;
    const s = (await (await get(sender, `/api/matches/${matchId}`)).json()) as Match;
    const shipmentId = (
      (await (await get(sender, '/api/matches')).json()) as { items: Array<{ shipment: { id: string } }> }
    ).items[0]!.shipment.id;
    const pickup = await stack.call('POST', `/api/shipments/${shipmentId}/pickup`, {
      headers: sender.headers,
      body: { code: t.shipment.pickupCode },
    });
    expect(pickup.status).toBe(200);
    const after = (await (await get(traveler, `/api/matches/${matchId}`)).json()) as Match;
    expect(after.shipment).toMatchObject({ status: 'picked_up', pickupCode: null });
    expect(after.actions).toEqual(['mark_in_transit', 'message']);
    const senderAfter = (await (await get(sender, `/api/matches/${matchId}`)).json()) as Match;
    expect(senderAfter.shipment.deliveryCode).toBe(s.shipment.deliveryCode);
  });
});
