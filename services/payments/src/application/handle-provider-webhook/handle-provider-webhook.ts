import { randomUUID } from 'node:crypto';
import { DomainError, type EventMetadata, paymentErrors } from '@oneway/contracts';
import { type MoneyUnitOfWork, runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { ProviderWebhookEvent } from '../../infrastructure/providers/card-provider.port.js';
import { escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import { applyIntentOutcome, initiateIfNone, initiateOrRevise } from '../charge-shipment/apply-intent-outcome.js';
import { termsFromMetadata } from '../charge-shipment/charge-terms.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { settleRefund } from '../refund-escrow/refund-escrow.js';
import { settleWithdrawal } from '../settle-withdrawal/settle-withdrawal.js';

const metadataOf = (o: Record<string, unknown>) => (o.metadata ?? {}) as Record<string, string | undefined>;

/** What each provider event means for payments; anything else is stored and acknowledged. */
async function apply(deps: PaymentsDeps, uow: MoneyUnitOfWork, event: ProviderWebhookEvent): Promise<void> {
  const o = event.object;
  const md = metadataOf(o);
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.requires_action': {
      if (!md.shipmentId) return;
      const error = o.last_payment_error as { decline_code?: string; code?: string } | null | undefined;
      const status =
        event.type === 'payment_intent.succeeded'
          ? 'succeeded'
          : event.type === 'payment_intent.requires_action'
            ? 'requires_action'
            : 'failed';
      // The intent carries the payment's terms: if the charge's reply was never recorded (or
      // this webhook overtook it), the payment is initiated here, in the same transaction. An
      // intent that took money or opened a challenge is a pending payment's current attempt
      // (a retry after a decline may have new terms): the payment takes its terms. A failure
      // changes none: a late failure of an older attempt must not bring back its terms.
      const terms = termsFromMetadata(md);
      const amount = Number(o.amount);
      try {
        if (terms && terms.shipmentId === md.shipmentId)
          await (status === 'failed' ? initiateIfNone(uow, terms) : initiateOrRevise(uow, terms));
        await applyIntentOutcome(uow, md.shipmentId, {
          intentId: String(o.id),
          status,
          declineCode: error?.decline_code ?? error?.code ?? null,
          amount: terms && Number.isSafeInteger(amount) ? amount : undefined,
        });
      } catch (err) {
        // A second intent of an already-paid shipment succeeded (two tabs, a late 3-D Secure
        // step): that money is not the escrow's; it goes straight back to the card.
        if (!(err instanceof DomainError) || err.code !== paymentErrors.duplicateCharge.code) throw err;
        deps.logger.warn({ shipmentId: md.shipmentId, intentId: o.id }, 'second successful charge: refunding it');
        await deps.card.refund({
          intentId: String(o.id),
          amount: Number(o.amount),
          idempotencyKey: `duplicate-charge-${String(o.id)}`,
          metadata: { shipmentId: md.shipmentId, reason: 'duplicate_charge' },
        });
      }
      return;
    }
    case 'refund.created':
    case 'refund.updated':
      // A duplicate charge's refund never entered the escrow or the ledger.
      if (md.shipmentId && o.status === 'succeeded' && md.reason !== 'duplicate_charge')
        await settleRefund(uow, md.shipmentId, String(o.id), Number(o.amount));
      return;
    case 'payout.paid':
      if (md.userId && md.withdrawalId)
        await settleWithdrawal(uow, {
          userId: md.userId,
          withdrawalId: md.withdrawalId,
          outcome: 'paid',
          payoutId: String(o.id),
        });
      return;
    case 'payout.failed':
      if (md.userId && md.withdrawalId) {
        await settleWithdrawal(uow, {
          userId: md.userId,
          withdrawalId: md.withdrawalId,
          outcome: 'failed',
          reason: String(o.failure_code ?? 'payout_failed'),
        });
      }
      return;
    default:
      return;
  }
}

/**
 * The one webhook path of both adapters: verify the signature on the raw body, then store the
 * event, marked processed, in the transaction that applies it. Retries and concurrent
 * deliveries of one event queue on its row and find it processed; an event that fails (one
 * that arrives before what it refers to) is stored unprocessed with its error, and the
 * provider's retry applies it later.
 */
export async function handleProviderWebhook(
  deps: PaymentsDeps,
  rawBody: string | Buffer,
  signature: string | undefined,
  correlationId: string = randomUUID(),
): Promise<{ duplicate: boolean }> {
  const event = deps.card.verifyWebhook(rawBody, signature);
  const payload = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const metadata: EventMetadata = { correlationId, causationId: event.id, actorId: null, now: deps.clock() };
  // A charge's webhook and the charge's own reply record the same escrow at the same moment:
  // they queue on it, and the escrow is read in the round trip that takes the lock (the
  // other holder waits out every round trip made under it).
  const shipmentId = metadataOf(event.object).shipmentId;
  const serializeOn = shipmentId && event.type.startsWith('payment_intent.') ? [escrowStreamId(shipmentId)] : [];
  try {
    const { value } = await runMoneyTransaction(
      deps.store,
      metadata,
      async (uow) => {
        // Stored and marked processed first, under its row lock: a concurrent delivery of the
        // same event waits here, then finds it processed; a failure below rolls it back with
        // the rest, and the catch stores it unprocessed.
        const { rowCount } = await uow.tx.query(
          `INSERT INTO provider_webhooks AS w (event_id, type, payload, processed_at, attempts)
           VALUES ($1, $2, $3::jsonb, now(), 1)
           ON CONFLICT (event_id) DO UPDATE SET processed_at = now(), attempts = w.attempts + 1, last_error = NULL
            WHERE w.processed_at IS NULL`,
          [event.id, event.type, payload],
        );
        if (!rowCount) return { duplicate: true };
        await apply(deps, uow, event);
        return { duplicate: false };
      },
      // The appends and postings ride in the COMMIT's round trip.
      { serializeOn, prefetch: serializeOn, oneTripCommit: true },
    );
    return value;
  } catch (err) {
    await deps.pool
      .query(
        `INSERT INTO provider_webhooks AS w (event_id, type, payload, attempts, last_error) VALUES ($1, $2, $3::jsonb, 1, $4)
         ON CONFLICT (event_id) DO UPDATE SET attempts = w.attempts + 1, last_error = EXCLUDED.last_error`,
        [event.id, event.type, payload, String((err as Error).message)],
      )
      .catch(() => {});
    throw err;
  }
}
