import { randomUUID } from 'node:crypto';
import {
  financeEscrowListRpc,
  financePayoutQueueRpc,
  financeReconciliationsRpc,
  financeRetryPayoutRpc,
  financeRunReconciliationRpc,
  financeTrialBalanceRpc,
  paymentsChargeShipmentRpc,
  paymentsFreezeEscrowRpc,
  paymentsRefundEscrowRpc,
  paymentsUnfreezeEscrowRpc,
  shipmentCreatedV1,
  shipmentDeliveredV1,
  shipmentMatchedV1,
  shipmentUpdatedV1,
  userProfileUpdatedV1,
  userRegisteredV1,
} from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { reconcileLedger } from '../src/application/finance-desk/reconcile-ledger.js';
import { ADMIN, listingDetails, type PaymentsHarness, VISA, startPayments, user } from './payments-test-kit.js';

jest.setTimeout(60_000);

const FINANCE = { userId: randomUUID(), role: 'finance' as const };

describe('finance desk (payments, test-mode provider)', () => {
  let h: PaymentsHarness;
  let shipmentId = '';
  beforeAll(async () => {
    h = await startPayments();
    shipmentId = await paidShipment(user(), ['London', 'Lagos'], 12_300);
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** A shipment listed by `sender` (as the marketplace announces it) and paid into escrow. */
  async function paidShipment(sender: { userId: string; role: 'user' }, [from, to]: [string, string], amount: number) {
    const id = randomUUID();
    await h.publish(shipmentCreatedV1, {
      shipmentId: id,
      senderId: sender.userId,
      trackingNumber: `OW-${id.slice(0, 8)}`,
      fromLocation: from,
      toLocation: to,
      paymentAmount: amount,
      currency: 'USD',
    });
    await h.eventually(async () =>
      expect(await h.query('SELECT 1 FROM shipments_view WHERE shipment_id = $1', [id])).toHaveLength(1),
    );
    const charged = await h.call(
      paymentsChargeShipmentRpc,
      { shipmentId: id, method: { kind: 'test_card', card: VISA }, idempotencyKey: randomUUID() },
      sender,
    );
    expect(charged.outcome).toBe('succeeded');
    return id;
  }

  it('escrow by state: the held total has the payment behind it', async () => {
    await h.eventually(async () => {
      const page = await h.call(financeEscrowListRpc, { status: 'held', currency: 'USD' }, FINANCE);
      expect(page.items.find((i) => i.shipmentId === shipmentId)).toMatchObject({ amount: 12_300, status: 'held' });
    });
  });

  it('rows name who paid, who is paid and the shipment (decision payments-finance-desk-names)', async () => {
    const [sender, traveler] = [user(), user()];
    const person = (u: { userId: string }, fullName: string, username: string) =>
      h.publish(userRegisteredV1, {
        userId: u.userId,
        email: `${username}@example.test`,
        username,
        fullName,
        country: 'United Kingdom',
        userType: 'sender',
        role: 'user',
      });
    await person(sender, 'Ada Okafor', `ada_${sender.userId.slice(0, 6)}`);
    await person(traveler, 'Tunde Bello', `tunde_${traveler.userId.slice(0, 6)}`);
    const id = await paidShipment(sender, ['Paris', 'Dakar'], 8_000);
    await h.publish(shipmentMatchedV1, {
      shipmentId: id,
      senderId: sender.userId,
      travelerId: traveler.userId,
      tripId: randomUUID(),
      interestId: randomUUID(),
    });
    await h.publish(shipmentDeliveredV1, { shipmentId: id, senderId: sender.userId, travelerId: traveler.userId });

    await h.eventually(async () => {
      const released = await h.call(financeEscrowListRpc, { status: 'released' }, FINANCE);
      expect(released.items.find((i) => i.shipmentId === id)).toMatchObject({
        trackingNumber: `OW-${id.slice(0, 8)}`,
        route: 'Paris → Dakar',
        senderName: `Ada Okafor (@ada_${sender.userId.slice(0, 6)})`,
        travelerId: traveler.userId,
        travelerName: `Tunde Bello (@tunde_${traveler.userId.slice(0, 6)})`,
      });
      const waiting = await h.call(financePayoutQueueRpc, { state: 'waiting' }, FINANCE);
      expect(waiting.items.find((i) => i.userId === traveler.userId)?.userName).toBe(
        `Tunde Bello (@tunde_${traveler.userId.slice(0, 6)})`,
      );
    });

    // A new name shows from then on; someone payments never heard of shows by id alone.
    await h.publish(userProfileUpdatedV1, { userId: traveler.userId, fullName: 'Tunde A. Bello' });
    await h.eventually(async () => {
      const waiting = await h.call(financePayoutQueueRpc, { state: 'waiting' }, FINANCE);
      expect(waiting.items.find((i) => i.userId === traveler.userId)?.userName).toMatch(/^Tunde A\. Bello \(@/);
    });
    const held = await h.call(financeEscrowListRpc, { status: 'held', currency: 'USD' }, FINANCE);
    expect(held.items.find((i) => i.shipmentId === shipmentId)).toMatchObject({
      senderName: null,
      travelerId: null,
      travelerName: null,
      trackingNumber: expect.stringMatching(/^OW-/),
    });
  });

  it('a listing edited while pending shows its new route (decision payments-finance-desk-names)', async () => {
    const sender = user();
    const id = await paidShipment(sender, ['Paris', 'Dakar'], 5_000);
    await h.eventually(async () => {
      const held = await h.call(financeEscrowListRpc, { status: 'held', currency: 'USD' }, FINANCE);
      expect(held.items.find((i) => i.shipmentId === id)?.route).toBe('Paris → Dakar');
    });
    await h.publish(shipmentUpdatedV1, {
      shipmentId: id,
      senderId: sender.userId,
      details: listingDetails(),
    });
    await h.eventually(async () => {
      const held = await h.call(financeEscrowListRpc, { status: 'held', currency: 'USD' }, FINANCE);
      expect(held.items.find((i) => i.shipmentId === id)).toMatchObject({
        route: 'London, United Kingdom → Lagos, Nigeria',
        trackingNumber: `OW-${id.slice(0, 8)}`,
      });
    });
  });

  it('the trial balance proves debits equal credits in every currency', async () => {
    const tb = await h.call(financeTrialBalanceRpc, {}, FINANCE);
    const usd = tb.currencies.find((c) => c.currency === 'USD')!;
    expect(usd.debits).toBeGreaterThan(0);
    expect(usd).toMatchObject({ balanced: true, credits: usd.debits });
    expect(tb.accounts.some((a) => a.account === 'escrow')).toBe(true);
  });

  it('reconciliation finds the ledger and the provider in agreement, then lists a charge the provider does not know', async () => {
    const clean = await h.call(financeRunReconciliationRpc, {}, ADMIN);
    expect(clean.checked).toBeGreaterThan(0);
    expect(clean.mismatches).toEqual([]);
    // The provider "loses" the charge: its records no longer show the intent as succeeded.
    await h.query(
      `UPDATE test_provider_requests SET result = jsonb_set(result, '{status}', '"canceled"') WHERE scope = 'card' AND idempotency_key LIKE 'pi:%'`,
    );
    await h.query(`DELETE FROM provider_webhooks WHERE type = 'payment_intent.succeeded'`);
    const run = await h.call(financeRunReconciliationRpc, {}, FINANCE);
    expect(run.mismatches).toContainEqual(
      expect.objectContaining({ kind: 'missing_at_provider', shipmentId, ledgerAmount: 12_300, currency: 'USD' }),
    );
    const { runs } = await h.call(financeReconciliationsRpc, { limit: 2 }, FINANCE);
    expect(runs[0]!.id).toBe(run.id);
    const [audit] = await h.query<{ action: string }>('SELECT action FROM admin_audit_logs WHERE entity_id = $1', [
      run.id,
    ]);
    expect(audit?.action).toBe('reconciliation.run');
  });

  it("reconciliation on a transaction's client sends its reads one at a time (a client takes one query at a time)", async () => {
    const client = await h.service.ctx.pool.connect();
    let running = 0;
    let most = 0;
    const oneAtATime = {
      query: async (...args: Parameters<typeof client.query>) => {
        most = Math.max(most, ++running);
        try {
          return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          running--;
        }
      },
    } as unknown as Queryable;
    try {
      await client.query('BEGIN');
      const run = await reconcileLedger(oneAtATime, 'test', new Date());
      expect(run.checked).toBeGreaterThan(0);
      expect(most).toBe(1);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('the payout queue lists by state; retrying an unknown or settled payout is refused; support and plain users get 403', async () => {
    const q = await h.call(financePayoutQueueRpc, { state: 'in_flight' }, FINANCE);
    expect(Array.isArray(q.items)).toBe(true);
    await expect(h.call(financeRetryPayoutRpc, { withdrawalId: randomUUID() }, FINANCE)).rejects.toMatchObject({
      code: 'WITHDRAWAL.NOT_FOUND',
    });
    for (const actor of [{ ...user(), role: 'support' as const }, user()]) {
      await expect(h.call(financeTrialBalanceRpc, {}, actor)).rejects.toMatchObject({ kind: 'forbidden' });
      await expect(h.call(financeRetryPayoutRpc, { withdrawalId: randomUUID() }, actor)).rejects.toMatchObject({
        kind: 'forbidden',
      });
    }
  });

  it('retrying a payout whose job is still with the worker is refused (409) and audits nothing', async () => {
    // An in-flight withdrawal as the read model shows it.
    const queued = randomUUID();
    await h.query(
      `INSERT INTO withdrawals (id, user_id, amount, currency, payout_method_id, status, created_at, updated_at)
       VALUES ($1, $2, 100, 'USD', $3, 'pending', now(), now())`,
      [queued, randomUUID(), randomUUID()],
    );
    // A job waiting out a backoff: the worker has it, nothing to retry.
    const { payout } = h.runtime().queues;
    await payout.add('execute-payout', { userId: randomUUID(), withdrawalId: queued, correlationId: 'c' } as never, {
      jobId: `payout-${queued}`,
      delay: 3_600_000,
    });
    try {
      await expect(
        h.call(financeRetryPayoutRpc, { withdrawalId: queued }, FINANCE, { correlationId: 'corr-retry-queued' }),
      ).rejects.toMatchObject({ code: 'PAYOUT.ALREADY_QUEUED', kind: 'conflict' });
      expect(await h.query(`SELECT 1 FROM admin_audit_logs WHERE correlation_id = 'corr-retry-queued'`)).toEqual([]);
    } finally {
      await (await payout.getJob(`payout-${queued}`))?.remove();
      await h.query('DELETE FROM withdrawals WHERE id = $1', [queued]);
    }
  });

  it('a manual freeze and unfreeze by an admin are audited with the money’s events; finance may not do them', async () => {
    const claimId = randomUUID();
    await expect(h.call(paymentsFreezeEscrowRpc, { shipmentId, claimId }, FINANCE)).rejects.toMatchObject({
      kind: 'forbidden',
    });
    await h.call(paymentsFreezeEscrowRpc, { shipmentId, claimId }, ADMIN, { correlationId: 'corr-freeze' });
    await h.call(paymentsUnfreezeEscrowRpc, { shipmentId, claimId }, ADMIN);
    const rows = await h.query<{ action: string; admin_user_id: string; correlation_id: string }>(
      `SELECT action, admin_user_id, correlation_id FROM admin_audit_logs WHERE entity_type = 'escrow' AND entity_id = $1 ORDER BY created_at, action`,
      [shipmentId],
    );
    expect(rows.map((r) => r.action).sort()).toEqual(['escrow.frozen', 'escrow.unfrozen']);
    expect(rows.find((r) => r.action === 'escrow.frozen')).toMatchObject({
      admin_user_id: ADMIN.userId,
      correlation_id: 'corr-freeze',
    });
  });

  it('a manual partial refund by an admin is audited with the refund, once; the same request sent again (its refundId) moves no more money', async () => {
    const refund = { shipmentId, refundId: randomUUID(), amount: 300, reason: 'Damaged corner, agreed with sender' };
    const first = await h.call(paymentsRefundEscrowRpc, refund, ADMIN, { correlationId: 'corr-refund' });
    expect(first.refundedAmount).toBe(300);
    const heldAfterFirst = await h.balance(`escrow:${shipmentId}`);
    // A double click or a resent request: each HTTP request has a correlation id of its own.
    const again = await h.call(paymentsRefundEscrowRpc, refund, ADMIN, { correlationId: 'corr-refund-again' });
    expect(again.refundedAmount).toBe(300);
    expect(await h.balance(`escrow:${shipmentId}`)).toBe(heldAfterFirst);
    const rows = await h.query<{ action: string; details: { amount: number } }>(
      `SELECT action, details FROM admin_audit_logs WHERE correlation_id IN ('corr-refund', 'corr-refund-again')`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'escrow.refunded',
        details: expect.objectContaining({ amount: 300, reason: 'Damaged corner, agreed with sender' }),
      }),
    ]);
  });

  it('reconciliation compares refunds too: the settled refund agrees, then a changed or lost provider record is listed', async () => {
    // The partial refund above settles when the provider's signed refund event arrives.
    const refundId = await h.eventually(async () => {
      const [row] = await h.query<{ refund_id: string }>(
        `SELECT substring(description FROM '^Refund ([^ ]+) paid back') AS refund_id FROM ledger_entries
          WHERE description LIKE 'Refund % paid back to the card'`,
      );
      expect(row?.refund_id).toBeTruthy();
      return row!.refund_id;
    });
    const refundsOf = (run: { mismatches: Array<{ subject: string; refundId: string | null }> }) =>
      run.mismatches.filter((m) => m.subject === 'refund');
    expect(refundsOf(await h.call(financeRunReconciliationRpc, {}, FINANCE))).toEqual([]);

    await h.query(
      `UPDATE provider_webhooks SET payload = jsonb_set(payload, '{data,object,amount}', '250')
        WHERE type LIKE 'refund.%' AND payload->'data'->'object'->>'id' = $1`,
      [refundId],
    );
    expect(refundsOf(await h.call(financeRunReconciliationRpc, {}, FINANCE))).toEqual([
      expect.objectContaining({ kind: 'amount_differs', refundId, ledgerAmount: 300, providerAmount: 250 }),
    ]);

    // The provider's record is lost: kept under another type rather than deleted, so a late
    // redelivery of the same event (same event id) cannot bring it back.
    await h.query(`UPDATE provider_webhooks SET type = 'lost.' || type WHERE type LIKE 'refund.%'`);
    expect(refundsOf(await h.call(financeRunReconciliationRpc, {}, FINANCE))).toEqual([
      expect.objectContaining({ kind: 'missing_at_provider', refundId, ledgerAmount: 300, providerAmount: null }),
    ]);
  });
});
