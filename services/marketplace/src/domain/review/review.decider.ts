import type { Decider } from '@oneway/contracts';
import type { ReviewCommand } from './review.commands.js';
import { decideReviews } from './review.decide.js';
import { evolveReviews, initialReviewsState, type ReviewEvent, type ShipmentReviews } from './review.state.js';

export const reviewDecider: Decider<ReviewCommand, ShipmentReviews, ReviewEvent> = {
  initialState: initialReviewsState,
  evolve: evolveReviews,
  decide: decideReviews,
};

export const reviewStreamId = (shipmentId: string) => `reviews-${shipmentId}`;
