import type { InterestStatus, MatchAction, ShipmentStatus } from '@oneway/contracts';
import type { EscrowStatus } from '../shipment/shipment.state.js';

/** What decides a match's next step: the caller's side, the interest and the shipment's lifecycle. */
export interface MatchSituation {
  role: 'sender' | 'traveler';
  interestStatus: InterestStatus;
  rejectionReason: string | null;
  shipmentStatus: ShipmentStatus;
  escrowStatus: EscrowStatus;
}

export interface MatchNextStep {
  nextStep: string;
  actions: MatchAction[];
}

/** After the match, what is left is the shipment's own lifecycle (ARCHITECTURE.md "Lifecycles"). */
const CLOSED: Partial<Record<ShipmentStatus, string>> = {
  delivered: 'Delivered. The payment is released to the traveler.',
  completed: 'Completed. The payment was released to the traveler.',
  cancelled: 'This shipment was cancelled.',
  disputed: 'A claim is open on this shipment; our team will contact you.',
};

function senderStep(s: MatchSituation): MatchNextStep {
  if (s.interestStatus === 'pending') {
    if (s.shipmentStatus !== 'pending') return { nextStep: 'This shipment is no longer open to offers.', actions: [] };
    if (s.escrowStatus !== 'held')
      return {
        nextStep: 'Pay for the shipment so you can accept this traveler. Your money is held in escrow until delivery.',
        actions: ['pay', 'reject', 'message'],
      };
    return {
      nextStep: 'Accept this traveler to carry your package, or decline.',
      actions: ['accept', 'reject', 'message'],
    };
  }
  if (s.interestStatus === 'rejected')
    return {
      nextStep:
        s.rejectionReason === 'shipment_cancelled'
          ? 'You cancelled this shipment.'
          : s.rejectionReason === 'another_interest_accepted'
            ? 'You chose another traveler for this shipment.'
            : 'You declined this traveler.',
      actions: [],
    };
  if (s.interestStatus === 'withdrawn')
    return { nextStep: 'The traveler withdrew. Your shipment is open to other travelers again.', actions: [] };
  switch (s.shipmentStatus) {
    case 'matched':
      return {
        nextStep:
          'Hand the package to the traveler and enter their 6-digit pickup code to confirm the pickup. Give the delivery code to the receiver.',
        actions: ['confirm_pickup', 'cancel', 'message'],
      };
    case 'picked_up':
      return { nextStep: 'The traveler has your package and will set off on the trip.', actions: ['message'] };
    case 'in_transit':
      return { nextStep: 'Your package is on its way.', actions: ['message'] };
    case 'arrived':
      return {
        nextStep: 'Your package arrived. The traveler enters the receiver’s delivery code at delivery.',
        actions: ['message'],
      };
    default:
      return { nextStep: CLOSED[s.shipmentStatus] ?? 'Nothing left to do on this match.', actions: ['message'] };
  }
}

function travelerStep(s: MatchSituation): MatchNextStep {
  if (s.interestStatus === 'pending')
    return {
      nextStep: 'Waiting for the sender to accept your offer. You can withdraw it until then.',
      actions: ['withdraw', 'message'],
    };
  if (s.interestStatus === 'rejected')
    return {
      nextStep:
        s.rejectionReason === 'shipment_cancelled'
          ? 'The sender cancelled this shipment.'
          : 'The sender chose another traveler for this shipment.',
      actions: [],
    };
  if (s.interestStatus === 'withdrawn') return { nextStep: 'You withdrew from this shipment.', actions: [] };
  switch (s.shipmentStatus) {
    case 'matched':
      return {
        nextStep:
          'Collect the package and show the sender your 6-digit pickup code; they enter it to confirm the handoff.',
        actions: ['give_up', 'message'],
      };
    case 'picked_up':
      return {
        nextStep: 'Mark the shipment in transit when you set off with the package.',
        actions: ['mark_in_transit', 'message'],
      };
    case 'in_transit':
      return {
        nextStep: 'When you reach the destination, mark it arrived and enter the receiver’s delivery code.',
        actions: ['mark_arrived', 'confirm_delivery', 'message'],
      };
    case 'arrived':
      return {
        nextStep: 'Hand the package to the receiver and enter their 6-digit delivery code.',
        actions: ['confirm_delivery', 'message'],
      };
    default:
      return { nextStep: CLOSED[s.shipmentStatus] ?? 'Nothing left to do on this match.', actions: ['message'] };
  }
}

/** Pure: the one sentence and the actions a match offers its sender or traveler right now. */
export function matchNextStep(s: MatchSituation): MatchNextStep {
  return s.role === 'sender' ? senderStep(s) : travelerStep(s);
}
