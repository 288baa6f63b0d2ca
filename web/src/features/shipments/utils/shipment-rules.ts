import type { EscrowStatus, ShipmentStatus } from '../api/types';

/** The sender may cancel until the package is picked up (the decider's CANCELLABLE_BY_SENDER). */
export const canSenderCancel = (status: ShipmentStatus) => status === 'pending' || status === 'matched';

/** The pay link shows while nothing is held in escrow and the shipment is still open. */
export const needsPayment = (status: ShipmentStatus, escrow: EscrowStatus) =>
  escrow === 'none' && (status === 'pending' || status === 'matched');

/** An interest can be accepted only on a pending shipment whose payment is held in escrow. */
export const canAcceptInterests = (status: ShipmentStatus, escrow: EscrowStatus) =>
  status === 'pending' && escrow === 'held';

/** A 6-digit handoff code (spec §9). */
export const handoffCodeProblem = (code: string): string | null =>
  /^\d{6}$/.test(code.trim()) ? null : 'Enter the 6-digit code';

/** What the traveler can do next on a shipment they carry. */
export function travelerNextStep(status: ShipmentStatus): 'in_transit' | 'arrived' | 'deliver' | null {
  if (status === 'picked_up') return 'in_transit';
  if (status === 'in_transit') return 'arrived';
  if (status === 'arrived') return 'deliver';
  return null;
}

const STATUS_COLORS: Record<ShipmentStatus, string> = {
  pending: 'yellow',
  matched: 'blue',
  picked_up: 'purple',
  in_transit: 'purple',
  arrived: 'cyan',
  delivered: 'green',
  completed: 'green',
  cancelled: 'gray',
  disputed: 'red',
};
export const shipmentStatusColor = (status: ShipmentStatus) => STATUS_COLORS[status] ?? 'gray';
