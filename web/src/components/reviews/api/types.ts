// Shapes of the gateway's review responses (libs/contracts/src/rpc/review.rpc.ts).
import type { RpcResponse, shipmentReviewsRpc } from '@oneway/contracts';

export type { AdminReviewView, RatingSummary, ReviewType, ReviewView, UserReviews } from '@oneway/contracts';

/** GET /api/shipments/:id/reviews (shipmentReviewsRpc). */
export type ShipmentReviews = RpcResponse<typeof shipmentReviewsRpc>;

/** POST /api/shipments/:id/reviews body (submitReviewRpc without the path's shipment id). */
export type { ReviewRequest as ReviewInput } from '@oneway/contracts';
