import type { ShipmentStatus, ShipmentView } from '@oneway/contracts';

type EscrowStatus = ShipmentView['escrowStatus'];

/**
 * The status rules of a shipment's lifecycle, one per command. The decider refuses a command
 * whose rule fails; allowedShipmentActions offers only what passes, so the two cannot disagree.
 */
export const shipmentRules = {
  /** The sender edits the listing only before anyone is matched. */
  edit: (status: ShipmentStatus) => status === 'pending',
  /** Photos of the package, before the traveler has it. */
  attachPhotos: (status: ShipmentStatus) => status === 'pending' || status === 'matched',
  /** The sender may cancel until the package is picked up. */
  cancel: (status: ShipmentStatus) => status === 'pending' || status === 'matched',
  /** Travelers show interest only in an open listing. */
  expressInterest: (status: ShipmentStatus) => status === 'pending',
  /** An interest is accepted on a pending shipment whose payment is held in escrow. */
  acceptInterest: (status: ShipmentStatus, escrow: EscrowStatus) => status === 'pending' && escrow === 'held',
  /** The sender pays while nothing is held and the shipment is still before pickup. */
  pay: (status: ShipmentStatus, escrow: EscrowStatus) =>
    escrow === 'none' && (status === 'pending' || status === 'matched'),
  /** The sender enters the traveler's pickup code once matched. */
  confirmPickup: (status: ShipmentStatus) => status === 'matched',
  /** The matched traveler may give up before pickup. */
  giveUp: (status: ShipmentStatus) => status === 'matched',
  markInTransit: (status: ShipmentStatus) => status === 'picked_up',
  markArrived: (status: ShipmentStatus) => status === 'in_transit',
  /** Delivering straight from transit is allowed (the arrival is recorded too). */
  confirmDelivery: (status: ShipmentStatus) => status === 'in_transit' || status === 'arrived',
} as const;
