// Shapes of the gateway's review responses (libs/contracts/src/rpc/review.rpc.ts).
import type { Page } from '@/lib/api-types/page';

export type ReviewType = 'shipper_to_traveler' | 'traveler_to_shipper';

export type ReviewView = {
  id: string;
  shipmentId: string;
  fromUserId: string;
  toUserId: string;
  reviewType: ReviewType;
  overallRating: number;
  communicationRating: number;
  reliabilityRating: number;
  packageHandlingRating: number | null;
  accuracyRating: number | null;
  publicComment: string | null;
  /** Only for the reviewed user (once published) and staff. */
  privateComment: string | null;
  photos: string[];
  status: 'published' | 'hidden';
  visible: boolean;
  reportedCount: number;
  adminNotes: string | null;
  createdAt: string;
};

export type ShipmentReviews = {
  canReview: boolean;
  reason: 'not_delivered' | 'already_submitted' | 'window_closed' | null;
  windowClosesAt: string | null;
  mine: ReviewView | null;
  theirs: ReviewView | null;
  theirsPending: boolean;
};

export type RatingSummary = { average: number | null; count: number };

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
