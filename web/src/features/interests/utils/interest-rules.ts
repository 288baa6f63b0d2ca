import type { InterestStatus } from '../api/types';

/** Only a pending interest can be withdrawn (traveler), accepted or rejected (sender). */
export const isOpen = (status: InterestStatus) => status === 'pending';

const COLORS: Record<InterestStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};
export const interestStatusColor = (status: InterestStatus) => COLORS[status] ?? 'gray';
