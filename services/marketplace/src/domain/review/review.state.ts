import type {
  EventOf,
  ReviewType,
  reviewHiddenV1,
  reviewPhotosAttachedV1,
  reviewReportedV1,
  reviewRestoredV1,
  reviewSubmittedV1,
  reviewsPublishedV1,
} from '@oneway/contracts';

export type ReviewEvent =
  | EventOf<typeof reviewSubmittedV1>
  | EventOf<typeof reviewsPublishedV1>
  | EventOf<typeof reviewReportedV1>
  | EventOf<typeof reviewHiddenV1>
  | EventOf<typeof reviewRestoredV1>
  | EventOf<typeof reviewPhotosAttachedV1>;

export interface ReviewEntry {
  reviewId: string;
  fromUserId: string;
  toUserId: string;
  reviewType: ReviewType;
  overallRating: number;
  published: boolean;
  hidden: boolean;
  reporters: readonly string[];
  /** The photo ids attached, in order (each once). */
  photos: readonly string[];
}

/** Both directions of one delivered shipment's reviews. */
export interface ShipmentReviews {
  shipmentId: string | null;
  windowClosesAt: string | null;
  reviews: Partial<Record<ReviewType, ReviewEntry>>;
}

export const initialReviewsState = (): ShipmentReviews => ({ shipmentId: null, windowClosesAt: null, reviews: {} });

export const reviewById = (s: ShipmentReviews, reviewId: string): ReviewEntry | undefined =>
  Object.values(s.reviews).find((r) => r.reviewId === reviewId);

function withReview(s: ShipmentReviews, reviewId: string, change: (r: ReviewEntry) => ReviewEntry): ShipmentReviews {
  const reviews = { ...s.reviews };
  for (const [type, r] of Object.entries(reviews) as [ReviewType, ReviewEntry][]) {
    if (r.reviewId === reviewId) reviews[type] = change(r);
  }
  return { ...s, reviews };
}

export function evolveReviews(s: ShipmentReviews, event: ReviewEvent): ShipmentReviews {
  switch (event.type) {
    case 'marketplace.review.submitted': {
      const d = event.data;
      return {
        shipmentId: d.shipmentId,
        windowClosesAt: d.windowClosesAt,
        reviews: {
          ...s.reviews,
          [d.reviewType]: {
            reviewId: d.reviewId,
            fromUserId: d.fromUserId,
            toUserId: d.toUserId,
            reviewType: d.reviewType,
            overallRating: d.overallRating,
            published: false,
            hidden: false,
            reporters: [],
            photos: d.photos,
          },
        },
      };
    }
    case 'marketplace.review.published':
      return event.data.reviews.reduce((acc, r) => withReview(acc, r.reviewId, (e) => ({ ...e, published: true })), s);
    case 'marketplace.review.reported':
      return withReview(s, event.data.reviewId, (r) => ({ ...r, reporters: [...r.reporters, event.data.reporterId] }));
    case 'marketplace.review.hidden':
      return withReview(s, event.data.reviewId, (r) => ({ ...r, hidden: true }));
    case 'marketplace.review.restored':
      return withReview(s, event.data.reviewId, (r) => ({ ...r, hidden: false }));
    case 'marketplace.review.photos_attached':
      return withReview(s, event.data.reviewId, (r) => ({
        ...r,
        photos: [...r.photos, ...event.data.photoIds.filter((id) => !r.photos.includes(id))],
      }));
    default: {
      const never: never = event;
      return never;
    }
  }
}
