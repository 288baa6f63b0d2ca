// Shapes of the gateway's review responses (libs/contracts/src/rpc/review.rpc.ts).
import type { RatingSummary, ReviewView, RpcResponse, shipmentReviewsRpc } from '@oneway/contracts';
import type { Page } from '@/lib/api-types/page';

export type { RatingSummary, ReviewType, ReviewView } from '@oneway/contracts';

/** GET /api/shipments/:id/reviews (shipmentReviewsRpc). */
export type ShipmentReviews = RpcResponse<typeof shipmentReviewsRpc>;

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
