import { type EventMetadata, paymentErrors } from '@oneway/contracts';
import type { EventStore } from '@oneway/eventstore';
import type pg from 'pg';
import { escrowDecider, escrowStreamId, refundPlan } from '../../domain/escrow/escrow.decider.js';
import { refundIssuedEntry, refundSettledEntry } from '../../domain/ledger/postings.js';
import {
  type MoneyUnitOfWork,
  runInTransaction,
  runMoneyTransaction,
} from '../../infrastructure/persistence/money-unit-of-work.js';
import type { CardProvider } from '../../infrastructure/providers/card-provider.port.js';
import { loadEscrow } from '../queries/payment-view.js';
import { auditAlongside, type StaffAudit } from '../staff-audit.js';

/**
 * Refunds a held (or frozen) escrow: the provider first, with a key naming the cause, then
 * the events and entries. A repeat with the same cause gets the provider's first refund back
 * and the decider finds it recorded: the money moves once.
 */
export async function refundEscrow(
  deps: { pool: pg.Pool; store: EventStore; card: CardProvider },
  p: {
    shipmentId: string;
    amount?: number;
    cause: string;
    metadata: EventMetadata;
    tx?: pg.PoolClient;
    /** A manual refund by staff: audited with the money's events. */
    audit?: StaffAudit;
  },
): Promise<'refunded' | 'nothing_to_refund'> {
  const state = await loadEscrow(deps.store, p.shipmentId, p.tx);
  if (state.status === 'none' || state.status === 'pending' || state.status === 'released') return 'nothing_to_refund';
  if (state.status === 'refunded' && p.amount === undefined) return 'nothing_to_refund';
  const plan = refundPlan(state, p.amount);
  if (!state.intentId) throw paymentErrors.noIntent();
  const refund = await deps.card.refund({
    intentId: state.intentId,
    amount: plan.amount,
    idempotencyKey: `refund-${state.paymentId}-${p.cause}`,
    metadata: { paymentId: state.paymentId, shipmentId: p.shipmentId },
  });
  if (refund.status === 'failed') throw paymentErrors.refundFailed();
  const work = async (uow: MoneyUnitOfWork) => {
    const d = await uow.decide(escrowDecider, escrowStreamId(p.shipmentId), {
      type: 'refund',
      amount: p.amount,
      refundId: refund.refundId,
    });
    const e = d.events[0];
    if (!e || e.type !== 'payments.escrow.refunded' || d.before.status === 'none') return;
    const plan = refundPlan(d.before, p.amount);
    auditAlongside(
      uow,
      p.audit,
      'escrow.refunded',
      p.shipmentId,
      { amount: e.data.amount, refundId: refund.refundId },
      p.metadata.now,
    );
    uow.post(
      refundIssuedEntry(
        {
          shipmentId: p.shipmentId,
          currency: e.data.currency,
          fromEscrow: plan.fromEscrow,
          fromFee: plan.fromFee,
          fromInsurance: plan.fromInsurance,
        },
        { idempotencyKey: `refund:${refund.refundId}`, causationId: p.metadata.causationId },
      ),
    );
    if (refund.status === 'succeeded') await settleRefund(uow, p.shipmentId, refund.refundId, e.data.amount);
  };
  if (p.tx) await runInTransaction(p.tx, deps.store, p.metadata, work);
  else await runMoneyTransaction(deps.store, p.metadata, work);
  return 'refunded';
}

/** The provider confirmed the refund (synchronously or by webhook): the money left. */
export async function settleRefund(
  uow: MoneyUnitOfWork,
  shipmentId: string,
  refundId: string,
  amount: number,
): Promise<void> {
  const d = await uow.decide(escrowDecider, escrowStreamId(shipmentId), { type: 'settle_refund', refundId, amount });
  const e = d.events[0];
  if (e?.type === 'payments.escrow.refund_settled') {
    uow.post(
      refundSettledEntry(
        { refundId, currency: e.data.currency, amount },
        { idempotencyKey: `refund-settled:${refundId}`, causationId: refundId },
      ),
    );
  }
}
