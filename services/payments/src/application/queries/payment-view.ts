import { type PaymentView, paymentErrors } from '@oneway/contracts';
import { type EventStore, loadState, type Queryable } from '@oneway/eventstore';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import type { EscrowState } from '../../domain/escrow/escrow.state.js';

/**
 * The payment as its own stream says it is now (read-your-writes for the caller who just
 * paid); lists and totals read the `payments` projection instead.
 */
export async function paymentViewFromStream(
  store: EventStore,
  shipmentId: string,
  db?: Queryable,
): Promise<PaymentView | null> {
  const events = await store.readStream(escrowStreamId(shipmentId), db);
  if (!events.length) return null;
  const state = events.reduce((s, e) => escrowDecider.evolve(s, e as never), escrowDecider.initialState());
  return viewOfHistory(state, events);
}

/** The view of an escrow state from its stream's events (their times: created, updated, released). */
export function viewOfHistory(
  state: EscrowState,
  events: readonly { type: string; occurredAt: string }[],
): PaymentView {
  return toView(
    state,
    events[0]!.occurredAt,
    events[events.length - 1]!.occurredAt,
    events.find((e) => e.type === 'payments.escrow.released')?.occurredAt ?? null,
  );
}

export async function requirePaymentView(store: EventStore, shipmentId: string, db?: Queryable): Promise<PaymentView> {
  const v = await paymentViewFromStream(store, shipmentId, db);
  if (!v) throw paymentErrors.notFound();
  return v;
}

export function toView(
  state: EscrowState,
  createdAt: string,
  updatedAt: string,
  releasedAt: string | null,
): PaymentView {
  if (state.status === 'none') throw new Error('no payment');
  return {
    id: state.paymentId,
    shipmentId: state.shipmentId,
    senderId: state.senderId,
    receiverId: state.travelerId,
    status: state.status,
    breakdown: {
      currency: state.currency,
      amount: state.amount,
      platformFee: state.platformFee,
      insurancePremium: state.insurancePremium,
      total: state.total,
    },
    refundedAmount: state.refundedTotal,
    provider: state.provider,
    providerIntentId: state.intentId,
    awaitingAuthentication: state.awaitingAuthentication,
    lastDeclineCode: state.lastDeclineCode,
    createdAt,
    updatedAt,
    releasedAt,
  };
}

export async function loadEscrow(store: EventStore, shipmentId: string, db?: Queryable): Promise<EscrowState> {
  return (await loadState(store, escrowDecider, escrowStreamId(shipmentId), db)).state;
}
