import { randomUUID } from 'node:crypto';
import { type StoredEvent, withTransaction } from '@oneway/eventstore';
import { paymentsProjection } from '../src/application/projections/payments.projection.js';
import { usePayments } from './payments-test-kit.js';

// The payments list reads this projection: a batch of events must leave exactly the rows that
// applying them one at a time leaves, whichever path (folded charge, or one by one) each takes.
describe('the payments projection (Postgres)', () => {
  const harness = usePayments();

  let position = 0;
  const at = (s: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, s)).toISOString();
  const event = (type: string, data: Record<string, unknown>, second: number) =>
    ({
      id: randomUUID(),
      position: ++position,
      streamId: `payment-${String(data.shipmentId)}`,
      streamVersion: 1,
      type: `payments.escrow.${type}`,
      version: 1,
      data,
      correlationId: null,
      causationId: null,
      actorId: null,
      occurredAt: at(second),
    }) as unknown as StoredEvent;

  const payment = () => {
    const shipmentId = randomUUID();
    const paymentId = randomUUID();
    const initiated = (s: number) =>
      event(
        'initiated',
        {
          paymentId,
          shipmentId,
          senderId: randomUUID(),
          amount: 2_000,
          platformFee: 100,
          insurancePremium: 0,
          total: 2_100,
          currency: 'USD',
          provider: 'test',
        },
        s,
      );
    const next = (type: string, s: number, extra: Record<string, unknown> = {}) =>
      event(type, { paymentId, shipmentId, ...extra }, s);
    return { initiated, next };
  };

  it('a batch leaves the same payments rows as its events applied one at a time (charges held, declined after 3-D Secure, held then released, and one begun in an earlier batch)', async () => {
    const [a, b, c, d] = [payment(), payment(), payment(), payment()];
    const earlier = [d.initiated(1), d.next('intent_created', 2, { intentId: 'pi_d' })];
    const batch = [
      a.initiated(3),
      b.initiated(3),
      a.next('intent_created', 4, { intentId: 'pi_a' }),
      b.next('authentication_required', 4, { intentId: 'pi_b' }),
      c.initiated(5),
      a.next('held', 6, { intentId: null }),
      b.next('charge_failed', 7, { declineCode: 'card_declined' }),
      d.next('held', 7, { intentId: 'pi_d' }),
      c.next('intent_created', 8, { intentId: 'pi_c' }),
      c.next('held', 9, { intentId: 'pi_c' }),
      c.next('released', 10, { travelerId: randomUUID() }),
    ];
    const rows = async () =>
      (await harness().query('SELECT * FROM payments ORDER BY id')).map((r) => ({ ...r })) as Record<string, unknown>[];
    const run = (work: (tx: Parameters<typeof paymentsProjection.apply>[1]) => Promise<void>) =>
      withTransaction(harness().service.ctx.pool, work);

    await run(async (tx) => {
      await paymentsProjection.reset(tx);
      for (const e of [...earlier, ...batch]) await paymentsProjection.apply(e, tx);
    });
    const oneByOne = await rows();
    await run(async (tx) => {
      await paymentsProjection.reset(tx);
      await paymentsProjection.applyBatch!(earlier, tx);
      await paymentsProjection.applyBatch!(batch, tx);
    });
    const batched = await rows();

    expect(oneByOne).toHaveLength(4);
    expect(batched).toEqual(oneByOne);
    // What the list shows for the folded ones.
    const byIntent = new Map(batched.map((r) => [r.provider_intent_id, r]));
    expect(byIntent.get('pi_a')).toMatchObject({ status: 'held', awaiting_authentication: false });
    expect(byIntent.get('pi_b')).toMatchObject({
      status: 'pending',
      awaiting_authentication: false,
      last_decline_code: 'card_declined',
    });
    expect(byIntent.get('pi_c')).toMatchObject({ status: 'released' });
    expect(byIntent.get('pi_d')).toMatchObject({ status: 'held' });
  });
});
