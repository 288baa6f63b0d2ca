import {
  type Actor,
  type ClaimOutcome,
  type EventMetadata,
  type RpcMeta,
  claimErrors,
  paymentErrors,
} from '@oneway/contracts';
import { recordStaffAction } from '@oneway/eventstore';
import { settlementPlan } from '../../domain/escrow/claim-settlement.js';
import { escrowDecider, escrowStreamId } from '../../domain/escrow/escrow.decider.js';
import { claimTravelerShareEntry, insurancePayoutEntry, refundIssuedEntry } from '../../domain/ledger/postings.js';
import { walletDecider, walletStreamId } from '../../domain/wallet/wallet.decider.js';
import { runMoneyTransaction } from '../../infrastructure/persistence/money-unit-of-work.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { loadEscrow } from '../queries/payment-view.js';
import { settleRefund } from '../refund-escrow/refund-escrow.js';

export interface ResolveClaimInput {
  claimId: string;
  outcome: ClaimOutcome;
  refundAmount?: number;
  insurancePayout: number;
  reason: string;
}

/**
 * An admin settles a claim. The amounts are checked against the frozen escrow first (a bad
 * one changes nothing and calls no provider); then the card refund (keyed by the claim, so a
 * retry refunds once), and in one transaction: the escrow's events, the traveler's and the
 * insured sender's wallet credits, one balanced ledger entry per movement, and the audit row.
 */
export async function resolveClaim(
  deps: PaymentsDeps,
  admin: Actor,
  meta: RpcMeta,
  p: ResolveClaimInput,
  metadata: EventMetadata,
) {
  const { rows } = await deps.pool.query<{
    shipment_id: string;
    sender_id: string;
    traveler_id: string;
    insured_value: string;
  }>('SELECT shipment_id, sender_id, traveler_id, insured_value FROM claim_facts WHERE claim_id = $1', [p.claimId]);
  const facts = rows[0];
  if (!facts) throw claimErrors.notFound();
  const shipmentId = facts.shipment_id;
  const insuredValue = Number(facts.insured_value);
  const state = await loadEscrow(deps.store, shipmentId);
  const plan = settlementPlan(state, { ...p, insuredValue });
  if (state.status === 'none') throw claimErrors.notFrozen();

  let refund: { refundId: string; status: 'succeeded' | 'pending' | 'failed' } | null = null;
  if (plan.refund) {
    if (!state.intentId) throw paymentErrors.noIntent();
    refund = await deps.card.refund({
      intentId: state.intentId,
      amount: plan.refund.amount,
      idempotencyKey: `refund-${state.paymentId}-claim-${p.claimId}`,
      metadata: { paymentId: state.paymentId, shipmentId, claimId: p.claimId },
    });
    if (refund.status === 'failed') throw paymentErrors.refundFailed();
  }

  await runMoneyTransaction(deps.store, metadata, async (uow) => {
    const d = await uow.decide(escrowDecider, escrowStreamId(shipmentId), {
      type: 'settle_claim',
      claimId: p.claimId,
      travelerId: facts.traveler_id,
      outcome: p.outcome,
      refundAmount: p.refundAmount,
      insurancePayout: p.insurancePayout,
      insuredValue,
      reason: p.reason,
      resolvedBy: admin.userId,
      refundId: refund?.refundId ?? null,
    });
    const settled = d.events.find((e) => e.type === 'payments.escrow.claim_settled');
    if (!settled || settled.type !== 'payments.escrow.claim_settled') return;
    const { currency, paymentId } = settled.data;
    const cause = (key: string) => ({ idempotencyKey: `claim:${p.claimId}:${key}`, causationId: metadata.causationId });
    if (plan.refund && refund) {
      uow.post(
        refundIssuedEntry(
          {
            shipmentId,
            currency,
            fromEscrow: plan.refund.fromEscrow,
            fromFee: plan.refund.fromFee,
            fromInsurance: plan.refund.fromInsurance,
          },
          { idempotencyKey: `refund:${refund.refundId}`, causationId: metadata.causationId },
        ),
      );
      if (refund.status === 'succeeded') await settleRefund(uow, shipmentId, refund.refundId, plan.refund.amount);
    }
    if (plan.travelerAmount > 0) {
      await uow.decide(walletDecider, walletStreamId(facts.traveler_id), {
        type: 'credit_claim',
        userId: facts.traveler_id,
        claimId: p.claimId,
        kind: 'traveler_share',
        amount: plan.travelerAmount,
        currency,
      });
      uow.post(
        claimTravelerShareEntry(
          { shipmentId, travelerId: facts.traveler_id, currency, amount: plan.travelerAmount },
          cause('traveler-share'),
        ),
      );
    }
    if (plan.insurancePayout > 0) {
      await uow.decide(walletDecider, walletStreamId(facts.sender_id), {
        type: 'credit_claim',
        userId: facts.sender_id,
        claimId: p.claimId,
        kind: 'insurance_payout',
        amount: plan.insurancePayout,
        currency,
      });
      uow.post(
        insurancePayoutEntry(
          { shipmentId, senderId: facts.sender_id, currency, amount: plan.insurancePayout },
          cause('insurance'),
        ),
      );
    }
    uow.alongside((tx) =>
      recordStaffAction(tx, {
        actor: admin,
        action: 'claim.resolved',
        entityType: 'claim',
        entityId: p.claimId,
        details: {
          shipmentId,
          paymentId,
          outcome: p.outcome,
          refundAmount: settled.data.refundAmount,
          travelerAmount: settled.data.travelerAmount,
          insurancePayout: settled.data.insurancePayout,
          currency,
          reason: settled.data.reason,
        },
        meta,
        at: metadata.now,
      }),
    );
  });
  return {
    claimId: p.claimId,
    shipmentId,
    outcome: p.outcome,
    refundAmount: plan.refund?.amount ?? 0,
    travelerAmount: plan.travelerAmount,
    insurancePayout: plan.insurancePayout,
    currency: state.currency,
  };
}
