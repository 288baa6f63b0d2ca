import type { ShipmentAction, ShipmentStatus, ShipmentView } from '@oneway/contracts';
import { shipmentRules as rule } from './shipment-rules.js';

export interface ShipmentParties {
  status: ShipmentStatus;
  escrowStatus: ShipmentView['escrowStatus'];
  senderId: string;
  travelerId: string | null;
  /** Checked in at its origin relay point: the relay hands it over, not the sender. */
  atOriginRelay?: boolean;
}

/**
 * What the caller may do next on a shipment: the commands the decider would accept now, by
 * the same rules (shipment-rules.ts). Anyone who is neither party may do nothing here.
 */
export function allowedShipmentActions(s: ShipmentParties, callerId: string): ShipmentAction[] {
  const actions: ShipmentAction[] = [];
  if (s.senderId === callerId) {
    if (rule.edit(s.status)) actions.push('edit');
    if (rule.attachPhotos(s.status)) actions.push('attach_photos');
    if (rule.pay(s.status, s.escrowStatus)) actions.push('pay');
    if (rule.acceptInterest(s.status, s.escrowStatus)) actions.push('accept_interest');
    if (rule.confirmPickup(s.status) && s.travelerId && !s.atOriginRelay) actions.push('confirm_pickup');
    if (rule.cancel(s.status)) actions.push('cancel');
  }
  if (s.travelerId !== null && s.travelerId === callerId) {
    if (rule.giveUp(s.status)) actions.push('give_up');
    if (rule.markInTransit(s.status)) actions.push('mark_in_transit');
    if (rule.markArrived(s.status)) actions.push('mark_arrived');
    if (rule.confirmDelivery(s.status)) actions.push('confirm_delivery');
  }
  return actions;
}
