import { randomUUID } from 'node:crypto';
import { startRealStack, stopRealStack, type Caller, type RealStack } from './support/real-stack.js';
import { shipmentBody, tripBody } from './support/request-bodies.js';

// Decision gateway-idempotency-key-header: an API client that picks no id of its own retries a
// create with the same `Idempotency-Key` header and never makes a second record.
describe('creates retried with an Idempotency-Key header apply once (real services)', () => {
  let stack: RealStack;
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    stack = await startRealStack();
    [alice, bob] = [await stack.newUser(), await stack.newUser()];
  }, 120_000);
  afterAll(() => stopRealStack(stack));

  const keyed = (caller: Caller, key: string) => ({ ...caller.headers, 'idempotency-key': key });
  const myShipmentIds = async (caller: Caller) => {
    const res = await stack.call('GET', '/api/shipments', { headers: caller.headers });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: { id: string }[] }).items.map((s) => s.id);
  };

  it('a shipment created twice with the same key is listed once; the retry gets the same shipment', async () => {
    const key = `order-${randomUUID()}`;
    const body = shipmentBody({ contents: 'Keyed parcel of books' });
    const first = await stack.call('POST', '/api/shipments', { headers: keyed(alice, key), body });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const retry = await stack.call('POST', '/api/shipments', { headers: keyed(alice, key), body });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { id: string }).id).toBe(id);
    expect((await myShipmentIds(alice)).filter((s) => s === id)).toHaveLength(1);

    // The same key on other details is that create's conflict, and the listing stays as it was.
    const other = await stack.call('POST', '/api/shipments', {
      headers: keyed(alice, key),
      body: shipmentBody({ contents: 'Another parcel of shoes' }),
    });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { code: string }).code).toBe('SHIPMENT.ALREADY_EXISTS');
    const stored = await stack.call('GET', `/api/shipments/${id}`, { headers: alice.headers });
    expect(((await stored.json()) as { contents: string }).contents).toBe('Keyed parcel of books');
  });

  it("keys are the caller's own: another user's same key makes their own shipment", async () => {
    const key = `order-${randomUUID()}`;
    const a = await stack.call('POST', '/api/shipments', { headers: keyed(alice, key), body: shipmentBody() });
    const b = await stack.call('POST', '/api/shipments', { headers: keyed(bob, key), body: shipmentBody() });
    expect([a.status, b.status]).toEqual([201, 201]);
    const [aId, bId] = [((await a.json()) as { id: string }).id, ((await b.json()) as { id: string }).id];
    expect(aId).not.toBe(bId);
    expect(await myShipmentIds(bob)).toContain(bId);
    expect(await myShipmentIds(bob)).not.toContain(aId);
  });

  it('a trip retried with its key is one trip, and the same key on a shipment is another record', async () => {
    const key = `trip-${randomUUID()}`;
    const body = tripBody();
    const first = await stack.call('POST', '/api/trips', { headers: keyed(bob, key), body });
    const retry = await stack.call('POST', '/api/trips', { headers: keyed(bob, key), body });
    expect([first.status, retry.status]).toEqual([201, 201]);
    const tripId = ((await first.json()) as { id: string }).id;
    expect(((await retry.json()) as { id: string }).id).toBe(tripId);
    const trips = await stack.call('GET', '/api/trips', { headers: bob.headers });
    const listed = ((await trips.json()) as { items: { id: string }[] }).items.filter((t) => t.id === tripId);
    expect(listed).toHaveLength(1);

    const shipment = await stack.call('POST', '/api/shipments', { headers: keyed(bob, key), body: shipmentBody() });
    expect(shipment.status).toBe(201);
    expect(((await shipment.json()) as { id: string }).id).not.toBe(tripId);
  });

  it("an id in the body wins over the header: the body's id names the shipment", async () => {
    const shipmentId = randomUUID();
    const res = await stack.call('POST', '/api/shipments', {
      headers: keyed(alice, `order-${randomUUID()}`),
      body: shipmentBody({ shipmentId }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { id: string }).id).toBe(shipmentId);
  });

  it.each([
    ['with a space', 'order 1'],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['empty', ''],
  ])('a key %s is a 400 naming Idempotency-Key, and nothing is created', async (_label, key) => {
    const before = await myShipmentIds(alice);
    const res = await stack.call('POST', '/api/shipments', { headers: keyed(alice, key), body: shipmentBody() });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors: { field: string; message: string }[] };
    expect(problem.errors).toEqual([
      { field: 'Idempotency-Key', message: 'Must be 1 to 255 visible ASCII characters, without spaces' },
    ]);
    expect(await myShipmentIds(alice)).toEqual(before);
  });
});
