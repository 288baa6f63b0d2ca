import type { Projection, StoredEvent } from '@oneway/eventstore';
import { paymentsPaymentEvents, paymentsEscrowEvents } from '@oneway/contracts';
import type pg from 'pg';

type D = Record<string, unknown> & { paymentId: string };

/** The `payments` table of spec section 3, from the escrow streams. */
export const paymentsProjection: Projection = {
  name: 'payments-payments',
  handles: [...paymentsEscrowEvents, ...paymentsPaymentEvents].map((c) => c.type),
  async reset(tx: pg.PoolClient) {
    await tx.query('DELETE FROM payments');
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
