import type { Projection, StoredEvent } from '@oneway/eventstore';
import { paymentsPaymentEvents, paymentsEscrowEvents } from '@oneway/contracts';
import type pg from 'pg';

type D = Record<string, unknown> & { paymentId: string };

/** The events of a charge (initiated, its intent and its outcome): they only set columns. */
const CHARGE_EVENTS = new Set([
  'payments.escrow.initiated',
  'payments.escrow.intent_created',
  'payments.escrow.authentication_required',
  'payments.escrow.charge_failed',
  'payments.escrow.held',
]);

interface NewPaymentRow {
  id: string;
  shipmentId: unknown;
  senderId: unknown;
  amount: unknown;
  platformFee: unknown;
  insurancePremium: unknown;
  total: unknown;
  currency: unknown;
  provider: unknown;
  status: string;
  intentId: string | null;
  awaiting: boolean;
  declineCode: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A payment initiated in this batch, with its charge events folded as `apply` would run them. */
function foldNewPayment(events: StoredEvent[]): NewPaymentRow {
  const d0 = events[0]!.data as D;
  const row: NewPaymentRow = {
    id: d0.paymentId,
    shipmentId: d0.shipmentId,
    senderId: d0.senderId,
    amount: d0.amount,
    platformFee: d0.platformFee,
    insurancePremium: d0.insurancePremium,
    total: d0.total,
    currency: d0.currency,
    provider: d0.provider,
    status: 'pending',
    intentId: null,
    awaiting: false,
    declineCode: null,
    createdAt: events[0]!.occurredAt,
    updatedAt: events[0]!.occurredAt,
  };
  for (const e of events.slice(1)) {
    const d = e.data as D;
    row.updatedAt = e.occurredAt;
    if (e.type === 'payments.escrow.intent_created')
      Object.assign(row, { intentId: d.intentId, awaiting: false, declineCode: null });
    if (e.type === 'payments.escrow.authentication_required')
      Object.assign(row, { intentId: d.intentId, awaiting: true });
    if (e.type === 'payments.escrow.charge_failed') Object.assign(row, { awaiting: false, declineCode: d.declineCode });
    if (e.type === 'payments.escrow.held')
      Object.assign(row, { status: 'held', awaiting: false, declineCode: null, intentId: d.intentId ?? row.intentId });
  }
  return row;
}

const col = <K extends keyof NewPaymentRow>(rows: NewPaymentRow[], k: K) => rows.map((r) => r[k]);

/** The `payments` table of spec section 3, from the escrow streams. */
export const paymentsProjection: Projection = {
  name: 'payments-payments',
  handles: [...paymentsEscrowEvents, ...paymentsPaymentEvents].map((c) => c.type),
  async reset(tx: pg.PoolClient) {
    await tx.query('DELETE FROM payments');
  },
  /**
   * A payment whose charge began in this batch (initiated, then only charge events) is
   * written as one row among all such rows in one statement; every other event is applied on
   * its own, in order. A charge commits its events together, so under load most payments
   * arrive whole.
   */
  async applyBatch(events: StoredEvent[], tx: pg.PoolClient) {
    const byPayment = new Map<string, StoredEvent[]>();
    for (const e of events) {
      const id = (e.data as D).paymentId;
      const list = byPayment.get(id);
      if (list) list.push(e);
      else byPayment.set(id, [e]);
    }
    const folded = [...byPayment.values()].filter(
      (evs) => evs[0]!.type === 'payments.escrow.initiated' && evs.every((e) => CHARGE_EVENTS.has(e.type)),
    );
    if (folded.length) {
      const rows = folded.map(foldNewPayment);
      await tx.query(
        `INSERT INTO payments (id, shipment_id, sender_id, amount, platform_fee, insurance_premium, total, currency, provider,
                               status, provider_intent_id, awaiting_authentication, last_decline_code, created_at, updated_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[],
                              $8::text[], $9::text[], $10::text[], $11::text[], $12::boolean[], $13::text[],
                              $14::timestamptz[], $15::timestamptz[])
         ON CONFLICT (id) DO NOTHING`,
        [
          col(rows, 'id'),
          col(rows, 'shipmentId'),
          col(rows, 'senderId'),
          col(rows, 'amount'),
          col(rows, 'platformFee'),
          col(rows, 'insurancePremium'),
          col(rows, 'total'),
          col(rows, 'currency'),
          col(rows, 'provider'),
          col(rows, 'status'),
          col(rows, 'intentId'),
          col(rows, 'awaiting'),
          col(rows, 'declineCode'),
          col(rows, 'createdAt'),
          col(rows, 'updatedAt'),
        ],
      );
    }
    const done = new Set(folded.flat());
    for (const e of events) if (!done.has(e)) await paymentsProjection.apply(e, tx);
  },
  async apply(event: StoredEvent, tx: pg.PoolClient) {
    const d = event.data as D;
    const at = event.occurredAt;
    const set = (sql: string, params: unknown[] = []) =>
      tx.query(`UPDATE payments SET ${sql}, updated_at = $2 WHERE id = $1`, [d.paymentId, at, ...params]);
    switch (event.type) {
      case 'payments.escrow.initiated':
        await tx.query(
          `INSERT INTO payments (id, shipment_id, sender_id, amount, platform_fee, insurance_premium, total, currency, status, provider, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $10) ON CONFLICT (id) DO NOTHING`,
          [
            d.paymentId,
            d.shipmentId,
            d.senderId,
            d.amount,
            d.platformFee,
            d.insurancePremium,
            d.total,
            d.currency,
            d.provider,
            at,
          ],
        );
        return;
      case 'payments.escrow.terms_revised':
        await set('amount = $3, platform_fee = $4, insurance_premium = $5, total = $6, currency = $7', [
          d.amount,
          d.platformFee,
          d.insurancePremium,
          d.total,
          d.currency,
        ]);
        return;
      case 'payments.escrow.intent_created':
        await set('provider_intent_id = $3, awaiting_authentication = false, last_decline_code = NULL', [d.intentId]);
        return;
      case 'payments.escrow.authentication_required':
        await set('provider_intent_id = $3, awaiting_authentication = true', [d.intentId]);
        return;
      case 'payments.escrow.charge_failed':
        await set('awaiting_authentication = false, last_decline_code = $3', [d.declineCode]);
        return;
      case 'payments.escrow.held':
        await set(
          "status = 'held', awaiting_authentication = false, last_decline_code = NULL, provider_intent_id = coalesce($3, provider_intent_id)",
          [d.intentId ?? null],
        );
        return;
      case 'payments.escrow.released':
        await set("status = 'released', receiver_id = $3, released_at = $2", [d.travelerId]);
        return;
      case 'payments.escrow.refunded':
        // Mirrors the decider: a partial refund leaves the rest held.
        // Mirrors the decider: a partial refund leaves the rest held unless nothing is left.
        // Before a full refund, refunded_amount only holds escrow parts (fees are not refunded in part).
        await set(
          `status = CASE WHEN $4::boolean OR refunded_amount + $3 >= amount THEN 'refunded' ELSE 'held' END,
           refunded_amount = refunded_amount + $3, claim_id = NULL`,
          [d.amount, d.full],
        );
        return;
      case 'payments.escrow.frozen':
        await set("status = 'frozen', claim_id = $3", [d.claimId]);
        return;
      case 'payments.escrow.claim_settled':
        await set(
          `status = CASE WHEN $3::bigint > 0 THEN 'released' ELSE 'refunded' END, receiver_id = $4, claim_id = NULL,
           refunded_amount = amount - $3::bigint`,
          [d.travelerAmount, d.travelerId],
        );
        return;
      case 'payments.escrow.unfrozen':
        await set("status = 'held', claim_id = NULL");
        return;
      case 'payments.escrow.refund_settled':
        await set(
          "transfer_details = coalesce(transfer_details, '{}'::jsonb) || jsonb_build_object('settledRefunds', coalesce(transfer_details->'settledRefunds', '[]'::jsonb) || to_jsonb($3::text))",
          [d.refundId],
        );
        return;
    }
  },
};
