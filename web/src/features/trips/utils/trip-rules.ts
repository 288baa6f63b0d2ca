import type { TripAction } from '@oneway/contracts';
import type { TripView } from '../api/types';

/** Whether the server offers the traveler this action on their trip now (the view's allowedActions; issue 9 item 5). */
export const mayDo = (trip: Pick<TripView, 'allowedActions'>, action: TripAction) =>
  trip.allowedActions.includes(action);
