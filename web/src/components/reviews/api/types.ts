// Shapes of the gateway's review responses (libs/contracts/src/rpc/review.rpc.ts).
import type { RatingSummary, ReviewView } from '@oneway/contracts';
import type { Page } from '@/lib/api-types/page';

export type { RatingSummary, ReviewType, ReviewView } from '@oneway/contracts';

export type ShipmentReviews = {
  canReview: boolean;
  reason: 'not_delivered' | 'already_submitted' | 'window_closed' | null;
  windowClosesAt: string | null;
  mine: ReviewView | null;
  theirs: ReviewView | null;
  theirsPending: boolean;
};

export type UserReviews = Page<ReviewView> & { rating: RatingSummary };

export type ReviewInput = {
  overallRating: number;
  communicationRating: number;
  reliabilityRating: number;
  packageHandlingRating: number | null;
  accuracyRating: number | null;
  publicComment: string | null;
  privateComment: string | null;
};
