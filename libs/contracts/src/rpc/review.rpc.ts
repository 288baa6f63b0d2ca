import { z } from 'zod';
import { REVIEW_LIMITS, reviewTypeSchema } from '../events/marketplace/review.events.js';
import { textSchema as text } from '../input-limits.js';
import { defineRpc } from './define-rpc.js';
import { marketplacePageOf, marketplacePageRequestSchema } from './marketplace.rpc.js';

// Reviews and ratings (marketplace). Requests check shapes only; the §5 rules (ratings 1 to 5,
// comment lengths, once per direction, delivered, 7-day window) are the service's and come back
// as REVIEW.* errors, with one field error per broken rule for REVIEW.INVALID.

const id = z.uuid();
const ratingInput = z.number();

export const reviewViewSchema = z.object({
  id,
  shipmentId: id,
  fromUserId: id,
  toUserId: id,
  reviewType: reviewTypeSchema,
  overallRating: z.number().int(),
  communicationRating: z.number().int(),
  reliabilityRating: z.number().int(),
  packageHandlingRating: z.number().int().nullable(),
  accuracyRating: z.number().int().nullable(),
  publicComment: z.string().nullable(),
  /** Only for the reviewed user (once published) and staff; null for everyone else. */
  privateComment: z.string().nullable(),
  photos: z.array(z.string()),
  /** published: visible; hidden: taken down by staff. */
  status: z.enum(['published', 'hidden']),
  /** Blind until both are in or the window closed. */
  visible: z.boolean(),
  /** Staff only (0 and null for others). */
  reportedCount: z.number().int(),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** A review on the staff's moderation list: with its reports, oldest first. */
export const adminReviewViewSchema = reviewViewSchema.extend({
  reports: z.array(z.object({ reporterId: id, reason: z.string(), reportedAt: z.string() })),
});
export type AdminReviewView = z.infer<typeof adminReviewViewSchema>;

export const ratingSummarySchema = z.object({
  /** Average overall rating to one decimal; null before any published review. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** POST /api/shipments/:id/reviews — the sender or the traveler of a delivered shipment, once each. */
export const submitReviewRpc = defineRpc({
  name: 'marketplace.reviews.submit',
  request: z.object({
    shipmentId: id,
    overallRating: ratingInput,
    communicationRating: ratingInput,
    reliabilityRating: ratingInput,
    packageHandlingRating: ratingInput.nullish(),
    accuracyRating: ratingInput.nullish(),
    publicComment: text(2000).nullish(),
    privateComment: text(2000).nullish(),
    photos: z.array(text(500)).max(20).nullish(),
  }),
  response: reviewViewSchema,
});
/** The body the web sends (POST /api/shipments/:id/reviews): the request without the path's shipment id. */
export type ReviewRequest = Omit<z.input<typeof submitReviewRpc.request>, 'shipmentId'>;

/** GET /api/shipments/:id/reviews — the caller's review and, once published, the other party's. */
export const shipmentReviewsRpc = defineRpc({
  name: 'marketplace.reviews.for_shipment',
  request: z.object({ shipmentId: id }),
  response: z.object({
    /** The caller may still write their review. */
    canReview: z.boolean(),
    /** Why not, when they cannot: not_delivered, already_submitted, window_closed. */
    reason: z.enum(['not_delivered', 'already_submitted', 'window_closed']).nullable(),
    windowClosesAt: z.string().nullable(),
    mine: reviewViewSchema.nullable(),
    /** The other party's review once published; null while blind or absent. */
    theirs: reviewViewSchema.nullable(),
    /** The other party has reviewed, but it stays hidden until the caller's is in or the window closes. */
    theirsPending: z.boolean(),
  }),
});

/** Photos a review may carry (spec §5 "photos optional"). */
export const MAX_REVIEW_PHOTOS = REVIEW_LIMITS.photosMax;

/**
 * POST /api/reviews/:id/photos — its author, within the review window, attaches photos the
 * gateway stored (file ids); at most MAX_REVIEW_PHOTOS in all.
 */
export const attachReviewPhotosRpc = defineRpc({
  name: 'marketplace.reviews.attach_photos',
  request: z.object({ reviewId: id, photoIds: z.array(id).min(1).max(MAX_REVIEW_PHOTOS) }),
  response: reviewViewSchema,
});

/** One review as the caller may see it (blind rule included); 404 REVIEW.NOT_FOUND otherwise. */
export const getReviewRpc = defineRpc({
  name: 'marketplace.reviews.get',
  request: z.object({ reviewId: id }),
  response: reviewViewSchema,
});

/** GET /api/users/:id/reviews — published reviews a user received, and their rating. */
export const userReviewsRpc = defineRpc({
  name: 'marketplace.reviews.of_user',
  request: marketplacePageRequestSchema.extend({ userId: id }),
  response: marketplacePageOf(reviewViewSchema).extend({ rating: ratingSummarySchema }),
});
export type UserReviews = z.infer<typeof userReviewsRpc.response>;

/** POST /api/reviews/:id/report — any signed-in user, once each. */
export const reportReviewRpc = defineRpc({
  name: 'marketplace.reviews.report',
  request: z.object({ reviewId: id, reason: text(1000).nullish() }),
  response: z.object({ reviewId: id, reported: z.literal(true) }),
});

/** GET /api/admin/reviews — staff: reported or hidden reviews. */
export const adminListReviewsRpc = defineRpc({
  name: 'marketplace.reviews.admin_list',
  request: marketplacePageRequestSchema.extend({ filter: z.enum(['reported', 'hidden', 'all']).default('reported') }),
  response: marketplacePageOf(adminReviewViewSchema),
});

const moderate = z.object({ reviewId: id, notes: text(1000) });

/** POST /api/admin/reviews/:id/hide — admin or moderator, with notes. */
export const hideReviewRpc = defineRpc({
  name: 'marketplace.reviews.hide',
  request: moderate,
  response: reviewViewSchema,
});

/** POST /api/admin/reviews/:id/restore — admin or moderator, with notes. */
export const restoreReviewRpc = defineRpc({
  name: 'marketplace.reviews.restore',
  request: moderate,
  response: reviewViewSchema,
});
