import type { InterestAction, InterestStatus, ShipmentStatus, ShipmentView } from '@oneway/contracts';
import { shipmentRules } from '../shipment/shipment-rules.js';
import { interestMayMove } from './interest.js';

export interface InterestParties {
  status: InterestStatus;
  senderId: string;
  travelerId: string;
  shipmentStatus: ShipmentStatus;
  escrowStatus: ShipmentView['escrowStatus'];
}

/**
 * What the caller may do next with an interest: the commands the shipment decider would accept
 * now, by the same rules (the interest's transitions and shipment-rules.ts). Withdrawing an
 * accepted interest is the traveler giving the shipment up, a shipment action, not offered here.
 */
export function allowedInterestActions(i: InterestParties, callerId: string): InterestAction[] {
  const actions: InterestAction[] = [];
  if (i.senderId === callerId) {
    if (interestMayMove(i.status, 'accepted') && shipmentRules.acceptInterest(i.shipmentStatus, i.escrowStatus))
      actions.push('accept');
    if (interestMayMove(i.status, 'rejected')) actions.push('reject');
  }
  if (i.travelerId === callerId && i.status === 'pending') actions.push('withdraw');
  return actions;
}
