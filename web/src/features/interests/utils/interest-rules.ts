import type { InterestStatus, InterestView } from '../api/types';

/** Only a pending interest can be withdrawn (traveler), accepted or rejected (sender). */
export const isOpen = (status: InterestStatus) => status === 'pending';

/** The sender cannot accept yet: the shipment's payment is not held in escrow (SHIPMENT.ESCROW_NOT_HELD). */
export const awaitingPayment = (interest: InterestView) =>
  interest.shipment.status === 'pending' && interest.shipment.escrowStatus !== 'held';

const COLORS: Record<InterestStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};
export const interestStatusColor = (status: InterestStatus) => COLORS[status] ?? 'gray';
