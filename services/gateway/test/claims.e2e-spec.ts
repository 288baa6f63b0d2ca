import { eventually } from '@oneway/testing';
import { randomUUID } from 'node:crypto';
import { startRealStack, stopRealStack, type Caller, type RealStack } from './support/real-stack.js';
import { shipmentBody, tripBody } from './support/request-bodies.js';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function until(attempt: () => Promise<Response>, status: number, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await attempt();
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Issue 15 part B: claims and disputes over the real identity, marketplace, payments and messaging.
describe('claims through the gateway: a delivered shipment claimed as damaged, answered, partly refunded', () => {
  let stack: RealStack;
  let sender: Caller;
  let traveler: Caller;
  let stranger: Caller;
  let admin: Caller;
  let shipmentId = '';
  let claimId = '';

  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any }); // eslint-disable-line @typescript-eslint/no-explicit-any
  const as = (who: Caller, method: string, path: string, body?: unknown) =>
    stack.call(method, path, { headers: who.headers, body }).then(json);
  const ledger = async () => {
    const pool = stack.payments.service.ctx.pool;
    const trial = await pool.query(
      `SELECT currency, sum(amount) FILTER (WHERE side = 'debit') AS d, sum(amount) FILTER (WHERE side = 'credit') AS c
         FROM ledger_lines GROUP BY currency`,
    );
    const entries = await pool.query('SELECT description FROM ledger_entries ORDER BY id');
    return { trial: trial.rows, descriptions: entries.rows.map((r: { description: string }) => r.description) };
  };

  beforeAll(async () => {
    stack = await startRealStack({}, { everyService: true });
    [sender, traveler, stranger] = [await stack.newUser(), await stack.newUser(), await stack.newUser()];
    admin = await stack.admin();
    shipmentId = (await as(sender, 'POST', '/api/shipments', shipmentBody())).body.id;
    const tripId = (await as(traveler, 'POST', '/api/trips', tripBody())).body.id;
    await as(admin, 'POST', `/api/admin/trips/${tripId}/approve`, {});
    const charge = await until(
      () =>
        stack.call('POST', `/api/payments/shipments/${shipmentId}/charge`, {
          headers: sender.headers,
          body: { method: { kind: 'test_card', card: VISA }, idempotencyKey: `charge-${shipmentId}` },
        }),
      200,
    );
    expect(charge.status).toBe(200);
    const interest = await as(traveler, 'POST', `/api/shipments/${shipmentId}/interests`, {
      tripId,
      message: 'I fly that day and can carry it.',
    });
    const accepted = await until(
      () => stack.call('POST', `/api/interests/${interest.body.id}/accept`, { headers: sender.headers }),
      200,
    );
    expect(accepted.status).toBe(200);
    const t = (await as(traveler, 'GET', `/api/matches/${interest.body.id}`)).body;
    const s = (await as(sender, 'GET', `/api/matches/${interest.body.id}`)).body;
    expect(
      (await as(sender, 'POST', `/api/shipments/${shipmentId}/pickup`, { code: t.shipment.pickupCode })).status,
    ).toBe(200);
    expect((await as(traveler, 'POST', `/api/shipments/${shipmentId}/in-transit`, {})).status).toBe(200);
    const delivered = await as(traveler, 'POST', `/api/shipments/${shipmentId}/deliver`, {
      code: s.shipment.deliveryCode,
    });
    expect(delivered.status).toBe(200);
    // Delivery released the escrow to the traveler's pending earnings.
    await eventually(async () => {
      expect((await as(sender, 'GET', `/api/shipments/${shipmentId}`)).body.status).toBe('completed');
    });
  }, 180_000);

  afterAll(() => stopRealStack(stack));

  it('the sender uploads a photo and files a damaged claim: escrow frozen, shipment disputed, the traveler told', async () => {
    const form = new FormData();
    form.append('photos', new Blob([PNG], { type: 'image/png' }), 'crushed.png');
    const up = await fetch(`${stack.gw.url}/api/claims/photos`, {
      method: 'POST',
      headers: sender.headers,
      body: form,
    });
    expect(up.status).toBe(201);
    const photoId = ((await up.json()) as { photos: { id: string }[] }).photos[0]!.id;

    // Someone else's shipment, or someone else's photo: refused, nothing filed.
    const foreign = await as(stranger, 'POST', '/api/claims', {
      claimId: randomUUID(),
      shipmentId,
      claimType: 'damaged',
      description: 'This is not my shipment at all.',
    });
    expect(foreign).toMatchObject({ status: 403, body: { code: 'CLAIM.NOT_YOUR_SHIPMENT' } });
    const stolenPhoto = await as(stranger, 'POST', '/api/claims', {
      claimId: randomUUID(),
      shipmentId,
      claimType: 'damaged',
      description: 'Trying to attach a photo that is not mine.',
      photoKeys: [photoId],
    });
    expect(stolenPhoto.status).toBe(400);

    claimId = randomUUID();
    const filed = await as(sender, 'POST', '/api/claims', {
      claimId,
      shipmentId,
      claimType: 'damaged',
      description: 'The box arrived crushed and the vase inside is broken.',
      photoKeys: [photoId],
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ id: claimId, status: 'open', claimType: 'damaged', viewerRole: 'sender' });
    const twice = await as(sender, 'POST', '/api/claims', {
      claimId: randomUUID(),
      shipmentId,
      claimType: 'late',
      description: 'A second claim on the same shipment.',
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'CLAIM.ALREADY_FILED' } });

    await eventually(async () => {
      const claim = await as(traveler, 'GET', `/api/claims/${claimId}`);
      expect(claim.body).toMatchObject({ escrowStatus: 'frozen', viewerRole: 'traveler' });
      expect((await as(sender, 'GET', `/api/shipments/${shipmentId}`)).body.status).toBe('disputed');
    });
    const photo = await stack.call('GET', `/api/claims/${claimId}/photos/${photoId}`, { headers: traveler.headers });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(
      (await stack.call('GET', `/api/claims/${claimId}/photos/${photoId}`, { headers: stranger.headers })).status,
    ).toBe(404);
    expect((await as(stranger, 'GET', `/api/claims/${claimId}`)).status).toBe(404);
    await eventually(async () => {
      const n = await as(traveler, 'GET', '/api/notifications');
      expect(n.body.items.map((i: { title: string }) => i.title)).toContain('A claim was filed on your delivery');
    });
    const { trial, descriptions } = await ledger();
    expect(descriptions.at(-1)).toContain('pending earnings back to escrow');
    for (const row of trial) expect(row.d).toBe(row.c);
  });

  it('the traveler answers once; only the traveler can', async () => {
    expect(
      (await as(sender, 'POST', `/api/claims/${claimId}/answer`, { statement: 'I am the sender, not the traveler.' }))
        .status,
    ).toBe(403);
    const answered = await as(traveler, 'POST', `/api/claims/${claimId}/answer`, {
      statement: 'It was intact when I handed it to the receiver.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'answered',
      travelerStatement: 'It was intact when I handed it to the receiver.',
    });
    expect(
      (await as(traveler, 'POST', `/api/claims/${claimId}/answer`, { statement: 'Another answer from me.' })).status,
    ).toBe(409);
  });

  it('staff read the claim queue, a plain user gets 403; amounts beyond what is held change nothing', async () => {
    const queue = await as(admin, 'GET', '/api/admin/claims?status=answered');
    expect(queue.body.items.map((c: { id: string }) => c.id)).toContain(claimId);
    expect((await as(sender, 'GET', '/api/admin/claims')).status).toBe(403);
    expect(
      (await as(sender, 'POST', `/api/admin/claims/${claimId}/resolve`, { outcome: 'full_refund', reason: 'me' }))
        .status,
    ).toBe(403);
    const tooMuch = await as(admin, 'POST', `/api/admin/claims/${claimId}/resolve`, {
      outcome: 'partial_refund',
      refundAmount: 3500,
      reason: 'Damage shown in the photo',
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { code: 'CLAIM.AMOUNT_EXCEEDS_HELD', errors: [{ field: 'refundAmount' }] },
    });
    const noInsurance = await as(admin, 'POST', `/api/admin/claims/${claimId}/resolve`, {
      outcome: 'partial_refund',
      refundAmount: 1500,
      insurancePayout: 100,
      reason: 'Damage shown in the photo',
    });
    expect(noInsurance).toMatchObject({ status: 400, body: { code: 'CLAIM.INSURANCE_NOT_ALLOWED' } });
    expect((await as(admin, 'GET', `/api/admin/claims/${claimId}`)).body).toMatchObject({
      status: 'answered',
      escrowStatus: 'frozen',
    });
  });

  it('an admin grants a partial refund: card refund and traveler wallet credit in the ledger, trial balance balances, both told', async () => {
    const resolved = await as(admin, 'POST', `/api/admin/claims/${claimId}/resolve`, {
      outcome: 'partial_refund',
      refundAmount: 1500,
      reason: 'The photo shows the vase broken; the traveler handled the box with care otherwise.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      refundAmount: 1500,
      travelerAmount: 2000,
      insurancePayout: 0,
      currency: 'GBP',
    });
    const again = await as(admin, 'POST', `/api/admin/claims/${claimId}/resolve`, {
      outcome: 'partial_refund',
      refundAmount: 1500,
      reason: 'again',
    });
    expect(again.status).toBe(409);

    const { trial, descriptions } = await ledger();
    expect(descriptions).toEqual(
      expect.arrayContaining([
        `Refund to the sender of shipment ${shipmentId}`,
        `Claim on shipment ${shipmentId} settled: traveler ${traveler.userId}'s share`,
      ]),
    );
    for (const row of trial) expect(row.d).toBe(row.c);
    const pool = stack.payments.service.ctx.pool;
    const balances = await pool.query('SELECT code, balance FROM ledger_accounts WHERE owner = ANY($1::text[])', [
      [shipmentId, traveler.userId],
    ]);
    const byKind = Object.fromEntries(
      balances.rows.map((r: { code: string; balance: string }) => [r.code.split(':')[0], Number(r.balance)]),
    );
    expect(byKind).toMatchObject({ escrow: 0 });
    const audit = await pool.query('SELECT action, admin_user_id FROM admin_audit_logs WHERE entity_id = $1', [
      claimId,
    ]);
    expect(audit.rows).toEqual([{ action: 'claim.resolved', admin_user_id: admin.userId }]);

    await eventually(async () => {
      const claim = await as(sender, 'GET', `/api/claims/${claimId}`);
      expect(claim.body).toMatchObject({
        status: 'resolved',
        outcome: 'partial_refund',
        refundAmount: 1500,
        travelerAmount: 2000,
      });
      const s = await as(sender, 'GET', '/api/notifications');
      expect(s.body.items.map((i: { title: string }) => i.title)).toContain('Your claim was resolved');
      const t = await as(traveler, 'GET', '/api/notifications');
      const told = t.body.items.find((i: { title: string }) => i.title === 'The claim on your delivery was resolved');
      expect(told.content).toContain('The photo shows the vase broken');
      expect((await as(sender, 'GET', `/api/shipments/${shipmentId}`)).body.status).toBe('completed');
      // The traveler earned their share only: the delivery's earnings went back to the claim.
      const wallet = await as(traveler, 'GET', '/api/wallet');
      expect(wallet.body.balances).toEqual([expect.objectContaining({ currency: 'GBP', lifetimeEarnings: 2000 })]);
      const mine = await as(traveler, 'GET', '/api/achievements');
      expect(mine.body.stats.totalEarnings).toEqual({ GBP: 2000 });
    });
  });
});
