import type { InterestAction } from '@oneway/contracts';
import type { InterestStatus, InterestView } from '../api/types';

/** Whether the server offers the caller this action on the interest now (the view's allowedActions; issue 9 item 5). */
export const mayDo = (interest: Pick<InterestView, 'allowedActions'>, action: InterestAction) =>
  interest.allowedActions.includes(action);

/**
 * The sender may answer the interest but not accept it yet: the server withholds `accept` until
 * the shipment's payment is held in escrow (SHIPMENT.ESCROW_NOT_HELD).
 */
export const awaitingPayment = (interest: Pick<InterestView, 'allowedActions'>) =>
  mayDo(interest, 'reject') && !mayDo(interest, 'accept');

const COLORS: Record<InterestStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};
export const interestStatusColor = (status: InterestStatus) => COLORS[status] ?? 'gray';
