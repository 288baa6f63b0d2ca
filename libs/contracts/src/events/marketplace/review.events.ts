import { z } from 'zod';
import { defineEvent } from '../../define-event.js';

// Reviews (spec §3 reviews, §5 review rules). One stream per delivered shipment holds both
// directions. Blind: a review is written `submitted` and stays unseen by the other party until
// `published` (both are in, or the 7-day window from delivery closed).

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  publicCommentMin: 3,
  publicCommentMax: 1000,
  privateCommentMax: 1000,
  /** Uploaded after the review is sent (JPEG, PNG or WebP, through the file-storage port). */
  photosMax: 3,
  /** Days after delivery during which both parties may review. */
  windowDays: 7,
} as const;

export const reviewTypeSchema = z.enum(['shipper_to_traveler', 'traveler_to_shipper']);
export type ReviewType = z.infer<typeof reviewTypeSchema>;

const rating = z.number().int().min(REVIEW_LIMITS.ratingMin).max(REVIEW_LIMITS.ratingMax);

export const reviewRatingsSchema = z.object({
  overallRating: rating,
  communicationRating: rating,
  reliabilityRating: rating,
  packageHandlingRating: rating.nullable(),
  accuracyRating: rating.nullable(),
});
export type ReviewRatings = z.infer<typeof reviewRatingsSchema>;

export const reviewSubmittedV1 = defineEvent({
  type: 'marketplace.review.submitted',
  version: 1,
  schema: reviewRatingsSchema.extend({
    reviewId: z.uuid(),
    shipmentId: z.uuid(),
    fromUserId: z.uuid(),
    toUserId: z.uuid(),
    reviewType: reviewTypeSchema,
    publicComment: z.string().nullable(),
    privateComment: z.string().nullable(),
    photos: z.array(z.string()),
    /** When the shipment was delivered: the window closes `windowDays` later. */
    deliveredAt: z.iso.datetime({ offset: true }),
    windowClosesAt: z.iso.datetime({ offset: true }),
  }),
});

/** The reviews of a shipment become visible to the other party and count in ratings. */
export const reviewsPublishedV1 = defineEvent({
  type: 'marketplace.review.published',
  version: 1,
  schema: z.object({
    shipmentId: z.uuid(),
    reason: z.enum(['both_submitted', 'window_closed']),
    reviews: z.array(
      z.object({
        reviewId: z.uuid(),
        fromUserId: z.uuid(),
        toUserId: z.uuid(),
        reviewType: reviewTypeSchema,
        overallRating: rating,
      }),
    ),
  }),
});

export const reviewReportedV1 = defineEvent({
  type: 'marketplace.review.reported',
  version: 1,
  schema: z.object({ reviewId: z.uuid(), shipmentId: z.uuid(), reporterId: z.uuid(), reason: z.string() }),
});

const moderation = z.object({
  reviewId: z.uuid(),
  shipmentId: z.uuid(),
  toUserId: z.uuid(),
  overallRating: rating,
  staffId: z.uuid(),
  notes: z.string().min(1),
});

/** Staff took a published review out of public view (it stops counting in ratings). */
export const reviewHiddenV1 = defineEvent({ type: 'marketplace.review.hidden', version: 1, schema: moderation });

/** Staff put a hidden review back. */
export const reviewRestoredV1 = defineEvent({ type: 'marketplace.review.restored', version: 1, schema: moderation });

/** Its author attached uploaded photos (file ids in the `review-photos` area) to a review. */
export const reviewPhotosAttachedV1 = defineEvent({
  type: 'marketplace.review.photos_attached',
  version: 1,
  schema: z.object({ reviewId: z.uuid(), shipmentId: z.uuid(), photoIds: z.array(z.uuid()).min(1) }),
});

export const marketplaceReviewEvents = [
  reviewSubmittedV1,
  reviewsPublishedV1,
  reviewReportedV1,
  reviewHiddenV1,
  reviewRestoredV1,
  reviewPhotosAttachedV1,
] as const;
