import { type ClaimOutcome, claimErrors } from '@oneway/contracts';
import { refundPlan } from './escrow.decider.js';
import { type EscrowState, escrowRemaining } from './escrow.state.js';

export interface SettlementRequest {
  claimId: string;
  outcome: ClaimOutcome;
  refundAmount?: number;
  insurancePayout: number;
  insuredValue: number;
  reason: string;
}

export interface SettlementPlan {
  /** Back to the sender's card (0 for a release). */
  refund: { amount: number; full: boolean; fromEscrow: number; fromFee: number; fromInsurance: number } | null;
  travelerAmount: number;
  insurancePayout: number;
  reason: string;
}

/**
 * What a claim's settlement moves, checked against what the frozen escrow holds: a release
 * gives the traveler all of it; a partial refund splits it (more than 0, less than all); a full
 * refund gives the sender everything they paid back. The insurance payout needs insurance and
 * is capped at the declared value. Throws (no state change) on any amount it cannot apply.
 */
export function settlementPlan(state: EscrowState, r: SettlementRequest): SettlementPlan {
  if (state.status !== 'frozen' || state.claimId !== r.claimId) throw claimErrors.notFrozen();
  const reason = r.reason.trim();
  if (!reason) throw claimErrors.reasonRequired();
  const held = escrowRemaining(state);
  if (!Number.isSafeInteger(r.insurancePayout) || r.insurancePayout < 0)
    throw claimErrors.insuranceNotAllowed(state.insurancePremium > 0 ? r.insuredValue : 0);
  if (r.insurancePayout > 0 && (state.insurancePremium === 0 || r.insurancePayout > r.insuredValue))
    throw claimErrors.insuranceNotAllowed(state.insurancePremium > 0 ? r.insuredValue : 0);
  switch (r.outcome) {
    case 'release':
      return { refund: null, travelerAmount: held, insurancePayout: r.insurancePayout, reason };
    case 'full_refund':
      return { refund: refundPlan(state, undefined), travelerAmount: 0, insurancePayout: r.insurancePayout, reason };
    case 'partial_refund': {
      const amount = r.refundAmount;
      if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0 || amount >= held)
        throw claimErrors.amountExceedsHeld(held);
      return {
        refund: { amount, full: false, fromEscrow: amount, fromFee: 0, fromInsurance: 0 },
        travelerAmount: held - amount,
        insurancePayout: r.insurancePayout,
        reason,
      };
    }
  }
}
