import { randomUUID } from 'node:crypto';
import type { Queryable } from '@oneway/eventstore';

export interface Mismatch {
  kind: 'missing_in_ledger' | 'missing_at_provider' | 'amount_differs';
  /** A card charge (by payment intent) or a refund back to the card (by the provider's refund id). */
  subject: 'charge' | 'refund';
  shipmentId: string | null;
  intentId: string | null;
  refundId: string | null;
  currency: string;
  ledgerAmount: number | null;
  providerAmount: number | null;
}

/**
 * What the card provider says it charged: one row per succeeded payment intent, from the
 * provider's own answers (test mode keeps them in `test_provider_requests`) and from the
 * signed `payment_intent.succeeded` events it sent (a 3-D Secure charge succeeds after its
 * first answer). Reading Stripe's balance transactions in the Stripe adapter is not built yet.
 */
async function providerCharges(db: Queryable) {
  const { rows } = await db.query<{ intent_id: string; amount: string; currency: string }>(
    `SELECT DISTINCT ON (intent_id) intent_id, amount, currency FROM (
       SELECT result->>'intentId' AS intent_id, (result->>'amount')::bigint AS amount, upper(result->>'currency') AS currency
         FROM test_provider_requests
        WHERE scope = 'card' AND idempotency_key LIKE 'pi:%' AND result->>'status' = 'succeeded'
       UNION ALL
       SELECT payload->'data'->'object'->>'id', (payload->'data'->'object'->>'amount')::bigint,
              upper(payload->'data'->'object'->>'currency')
         FROM provider_webhooks WHERE type = 'payment_intent.succeeded'
     ) c ORDER BY intent_id`,
  );
  return rows;
}

/** What the ledger says was charged: the card-charge entries, by shipment (the clearing debit). */
async function ledgerCharges(db: Queryable) {
  const { rows } = await db.query<{ shipment_id: string; currency: string; amount: string; intent_id: string | null }>(
    `SELECT c.shipment_id, c.currency, c.amount, p.provider_intent_id AS intent_id
       FROM (SELECT substring(e.description FROM 'shipment ([0-9a-f-]{36})') AS shipment_id, e.currency,
                    sum(l.amount) AS amount
               FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id AND l.side = 'debit'
              WHERE e.description LIKE 'Card charge held in escrow for shipment %'
              GROUP BY 1, 2) c
       LEFT JOIN payments p ON p.shipment_id::text = c.shipment_id`,
  );
  return rows;
}

/**
 * What the provider says it refunded to cards: its signed refund events, one per refund id
 * (the latest state). A duplicate charge's refund never entered the ledger, so it is left out.
 */
async function providerRefunds(db: Queryable) {
  const { rows } = await db.query<{
    refund_id: string;
    intent_id: string | null;
    amount: string;
    currency: string | null;
  }>(
    `SELECT DISTINCT ON (refund_id) refund_id, intent_id, amount, currency FROM (
       SELECT payload->'data'->'object'->>'id' AS refund_id, payload->'data'->'object'->>'payment_intent' AS intent_id,
              (payload->'data'->'object'->>'amount')::bigint AS amount, upper(payload->'data'->'object'->>'currency') AS currency,
              payload->'data'->'object'->>'status' AS status, received_at
         FROM provider_webhooks
        WHERE type IN ('refund.created', 'refund.updated')
          AND coalesce(payload->'data'->'object'->'metadata'->>'reason', '') <> 'duplicate_charge'
     ) r WHERE status = 'succeeded' ORDER BY refund_id, received_at DESC`,
  );
  return rows;
}

/** What the ledger says went back to cards: the settled-refund entries, by the provider's refund id. */
async function ledgerRefunds(db: Queryable) {
  const { rows } = await db.query<{ refund_id: string; currency: string; amount: string }>(
    `SELECT substring(e.description FROM '^Refund ([^ ]+) paid back to the card$') AS refund_id, e.currency,
            sum(l.amount) AS amount
       FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id AND l.side = 'debit'
      WHERE e.description LIKE 'Refund % paid back to the card'
      GROUP BY 1, 2`,
  );
  return rows;
}

/** Refunds on one side only, or with another amount or currency. */
async function refundMismatches(db: Queryable): Promise<{ checked: number; mismatches: Mismatch[] }> {
  // One after another: `db` may be a transaction's client, on which queries cannot overlap.
  const provider = await providerRefunds(db);
  const ledger = await ledgerRefunds(db);
  const byId = new Map(provider.map((r) => [r.refund_id, r]));
  const inLedger = new Set(ledger.map((l) => l.refund_id));
  const mismatches: Mismatch[] = [];
  const base = { subject: 'refund' as const, shipmentId: null };
  for (const l of ledger) {
    const r = byId.get(l.refund_id);
    const ledgerAmount = Number(l.amount);
    if (!r)
      mismatches.push({
        ...base,
        kind: 'missing_at_provider',
        intentId: null,
        refundId: l.refund_id,
        currency: l.currency,
        ledgerAmount,
        providerAmount: null,
      });
    else if (Number(r.amount) !== ledgerAmount || (r.currency !== null && r.currency !== l.currency))
      mismatches.push({
        ...base,
        kind: 'amount_differs',
        intentId: r.intent_id,
        refundId: l.refund_id,
        currency: l.currency,
        ledgerAmount,
        providerAmount: Number(r.amount),
      });
  }
  for (const r of provider) {
    if (inLedger.has(r.refund_id)) continue;
    mismatches.push({
      ...base,
      kind: 'missing_in_ledger',
      intentId: r.intent_id,
      refundId: r.refund_id,
      currency: r.currency ?? '',
      ledgerAmount: null,
      providerAmount: Number(r.amount),
    });
  }
  return { checked: ledger.length + provider.filter((r) => !inLedger.has(r.refund_id)).length, mismatches };
}

/**
 * Compares the ledger's card charges and refunds with the provider's: one on one side only,
 * or with another amount or currency, is a mismatch. The run is stored with what it found.
 */
export async function reconcileLedger(db: Queryable, provider: string, now: Date) {
  // One after another: the desk runs this in a transaction, whose client takes one query at a time.
  const charges = await providerCharges(db);
  const ledger = await ledgerCharges(db);
  const refunds = await refundMismatches(db);
  const byIntent = new Map(charges.map((c) => [c.intent_id, c]));
  const seen = new Set<string>();
  const mismatches: Mismatch[] = [];
  for (const l of ledger) {
    const c = l.intent_id ? byIntent.get(l.intent_id) : undefined;
    if (l.intent_id) seen.add(l.intent_id);
    if (!c) {
      mismatches.push({
        kind: 'missing_at_provider',
        subject: 'charge',
        shipmentId: l.shipment_id,
        intentId: l.intent_id,
        refundId: null,
        currency: l.currency,
        ledgerAmount: Number(l.amount),
        providerAmount: null,
      });
    } else if (Number(c.amount) !== Number(l.amount) || c.currency !== l.currency) {
      mismatches.push({
        kind: 'amount_differs',
        subject: 'charge',
        shipmentId: l.shipment_id,
        intentId: l.intent_id,
        refundId: null,
        currency: l.currency,
        ledgerAmount: Number(l.amount),
        providerAmount: Number(c.amount),
      });
    }
  }
  for (const c of charges) {
    if (seen.has(c.intent_id)) continue;
    mismatches.push({
      kind: 'missing_in_ledger',
      subject: 'charge',
      shipmentId: null,
      intentId: c.intent_id,
      refundId: null,
      currency: c.currency,
      ledgerAmount: null,
      providerAmount: Number(c.amount),
    });
  }
  const run = {
    id: randomUUID(),
    ranAt: now.toISOString(),
    provider,
    checked: ledger.length + charges.filter((c) => !seen.has(c.intent_id)).length + refunds.checked,
    mismatches: [...mismatches, ...refunds.mismatches],
  };
  await db.query(
    'INSERT INTO reconciliation_runs (id, ran_at, provider, checked, mismatches) VALUES ($1, $2, $3, $4, $5)',
    [run.id, now, provider, run.checked, JSON.stringify(run.mismatches)],
  );
  return run;
}

export async function latestReconciliations(db: Queryable, limit: number) {
  const { rows } = await db.query<{
    id: string;
    ran_at: Date;
    provider: string;
    checked: number;
    mismatches: Mismatch[];
  }>('SELECT * FROM reconciliation_runs ORDER BY ran_at DESC LIMIT $1', [limit]);
  return rows.map((r) => ({
    id: r.id,
    ranAt: new Date(r.ran_at).toISOString(),
    provider: r.provider,
    checked: Number(r.checked),
    mismatches: r.mismatches,
  }));
}
