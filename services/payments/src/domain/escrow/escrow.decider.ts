import { paymentErrors } from '@oneway/contracts';
import type { Decider } from '@oneway/contracts';
import { settlementPlan } from './claim-settlement.js';
import type { EscrowCommand } from './escrow.commands.js';
import {
  type EscrowEvent,
  type EscrowState,
  escrowRemaining,
  evolveEscrow,
  initialEscrowState,
} from './escrow.state.js';

// Repeats are no-ops (an empty list), never errors: the same command, webhook or event may
// arrive more than once and must change nothing the second time.

const notFound = () => paymentErrors.notFound();

export function refundPlan(
  state: EscrowState,
  amount: number | undefined,
): { amount: number; full: boolean; fromEscrow: number; fromFee: number; fromInsurance: number } {
  if (state.status === 'none') throw notFound();
  if (state.status !== 'held' && state.status !== 'frozen') {
    throw paymentErrors.notRefundable(state.status);
  }
  const remaining = escrowRemaining(state);
  if (amount === undefined || amount === remaining) {
    // A full refund gives back everything the sender paid: escrow, fee and premium. After a
    // partial refund the fee and premium were kept, and the rest of escrow goes back now.
    const untouched = state.refundedFromEscrow === 0;
    const fromFee = untouched ? state.platformFee : 0;
    const fromInsurance = untouched ? state.insurancePremium : 0;
    return { amount: remaining + fromFee + fromInsurance, full: true, fromEscrow: remaining, fromFee, fromInsurance };
  }
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
    throw paymentErrors.invalidRefundAmount(remaining);
  }
  return { amount, full: false, fromEscrow: amount, fromFee: 0, fromInsurance: 0 };
}

function decide(command: EscrowCommand, state: EscrowState): EscrowEvent[] {
  if (command.type === 'initiate') {
    if (state.status === 'none') {
      const total = command.amount + command.platformFee + command.insurancePremium;
      const { type: _t, ...data } = command;
      return [{ type: 'payments.escrow.initiated', data: { ...data, total } }];
    }
    if (state.status !== 'pending') {
      throw paymentErrors.alreadyPaid(state.status);
    }
    return [];
  }
  if (state.status === 'none') throw notFound();
  const ref = { paymentId: state.paymentId, shipmentId: state.shipmentId, senderId: state.senderId };

  switch (command.type) {
    case 'revise_terms': {
      const { type: _t, ...terms } = command;
      const same =
        terms.currency === state.currency &&
        terms.amount === state.amount &&
        terms.platformFee === state.platformFee &&
        terms.insurancePremium === state.insurancePremium;
      // Held or settled money keeps its terms; a 3-D Secure challenge may still complete its own.
      if (same || state.status !== 'pending' || state.awaitingAuthentication) return [];
      const total = terms.amount + terms.platformFee + terms.insurancePremium;
      return [{ type: 'payments.escrow.terms_revised', data: { ...ref, ...terms, total } }];
    }
    case 'record_intent':
      if (state.status !== 'pending' || state.intentId === command.intentId) return [];
      return [
        {
          type: 'payments.escrow.intent_created',
          data: { paymentId: state.paymentId, intentId: command.intentId, attempt: command.attempt },
        },
      ];

    case 'require_authentication':
      if (state.status !== 'pending' || (state.awaitingAuthentication && state.intentId === command.intentId))
        return [];
      return [
        {
          type: 'payments.escrow.authentication_required',
          data: { paymentId: state.paymentId, intentId: command.intentId },
        },
      ];

    case 'record_charge_failure':
      // A late failure of an older attempt changes nothing after the money was held, nor while
      // another intent's 3-D Secure challenge is open (the sender may be passing it right now).
      if (state.status !== 'pending') return [];
      if (state.awaitingAuthentication && state.intentId !== command.intentId) return [];
      return [
        {
          type: 'payments.escrow.charge_failed',
          data: { paymentId: state.paymentId, intentId: command.intentId, declineCode: command.declineCode },
        },
      ];

    case 'mark_held':
      if (state.status === 'pending') {
        return [
          {
            type: 'payments.escrow.held',
            data: { ...ref, amount: state.amount, currency: state.currency, intentId: command.intentId },
          },
        ];
      }
      if (state.intentId === command.intentId) return [];
      // Two intents of one shipment both succeeded: never hold twice; an operator refunds.
      throw paymentErrors.duplicateCharge(command.intentId, state.status);

    case 'release':
      if (state.status === 'released') return [];
      if (state.status === 'frozen') throw paymentErrors.frozen();
      if (state.status !== 'held') throw paymentErrors.notHeld(state.status, 'released');
      return [
        {
          type: 'payments.escrow.released',
          data: { ...ref, travelerId: command.travelerId, amount: escrowRemaining(state), currency: state.currency },
        },
      ];

    case 'refund': {
      if (state.refundIds.includes(command.refundId)) return [];
      if (state.status === 'refunded' && command.amount === undefined) return [];
      const plan = refundPlan(state, command.amount);
      if (plan.amount === 0) return [];
      return [
        {
          type: 'payments.escrow.refunded',
          data: { ...ref, amount: plan.amount, currency: state.currency, full: plan.full, refundId: command.refundId },
        },
      ];
    }

    case 'settle_refund':
      if (state.settledRefunds.includes(command.refundId)) return [];
      // The provider's confirmation can overtake our own record of the refund: wait for it.
      if (!state.refundIds.includes(command.refundId)) {
        throw paymentErrors.refundUnknown(command.refundId);
      }
      return [
        {
          type: 'payments.escrow.refund_settled',
          data: {
            paymentId: state.paymentId,
            refundId: command.refundId,
            amount: command.amount,
            currency: state.currency,
          },
        },
      ];

    case 'freeze': {
      if (state.status === 'frozen' && state.claimId === command.claimId) return [];
      const reclaim = command.reclaim;
      // After delivery the escrow was released to the traveler's pending earnings: a claim in
      // the window takes them back (the application checked they are still pending).
      if (state.status === 'released' && reclaim && reclaim.travelerId === state.travelerId) {
        return [
          {
            type: 'payments.escrow.frozen',
            data: {
              ...ref,
              claimId: command.claimId,
              reclaimedFromTravelerId: reclaim.travelerId,
              reclaimedAmount: reclaim.amount,
            },
          },
        ];
      }
      if (state.status !== 'held') throw paymentErrors.notHeld(state.status, 'frozen');
      return [{ type: 'payments.escrow.frozen', data: { ...ref, claimId: command.claimId } }];
    }

    case 'settle_claim': {
      if (state.status !== 'frozen' && state.refundIds.includes(command.refundId ?? '')) return [];
      const plan = settlementPlan(state, command);
      const events: EscrowEvent[] = [];
      if (plan.refund) {
        if (!command.refundId) throw paymentErrors.noIntent();
        events.push({
          type: 'payments.escrow.refunded',
          data: {
            ...ref,
            amount: plan.refund.amount,
            currency: state.currency,
            full: plan.refund.full,
            refundId: command.refundId,
          },
        });
      }
      events.push({
        type: 'payments.escrow.claim_settled',
        data: {
          ...ref,
          claimId: command.claimId,
          travelerId: command.travelerId,
          outcome: command.outcome,
          refundAmount: plan.refund?.amount ?? 0,
          travelerAmount: plan.travelerAmount,
          insurancePayout: plan.insurancePayout,
          currency: state.currency,
          reason: plan.reason,
          resolvedBy: command.resolvedBy,
          refundId: command.refundId,
        },
      });
      return events;
    }

    case 'unfreeze':
      if (state.status !== 'frozen' || state.claimId !== command.claimId) return [];
      return [{ type: 'payments.escrow.unfrozen', data: { ...ref, claimId: command.claimId } }];

    default: {
      const never: never = command;
      return never;
    }
  }
}

export const escrowDecider: Decider<EscrowCommand, EscrowState, EscrowEvent> = {
  initialState: initialEscrowState,
  evolve: evolveEscrow,
  decide: (command, state) => decide(command, state),
};

export const escrowStreamId = (shipmentId: string) => `payment-${shipmentId}`;
