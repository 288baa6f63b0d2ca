import { type FieldError, REVIEW_LIMITS, type ReviewRatings } from '@oneway/contracts';

/** A review as the form sends it, before the §5 rules. */
export interface ReviewInput {
  overallRating: number;
  communicationRating: number;
  reliabilityRating: number;
  packageHandlingRating?: number | null;
  accuracyRating?: number | null;
  publicComment?: string | null;
  privateComment?: string | null;
  photos?: string[] | null;
}

export interface ValidReview extends ReviewRatings {
  publicComment: string | null;
  privateComment: string | null;
  photos: string[];
}

const L = REVIEW_LIMITS;
const RATING_LABELS = {
  overallRating: 'Overall rating',
  communicationRating: 'Communication rating',
  reliabilityRating: 'Reliability rating',
  packageHandlingRating: 'Package handling rating',
  accuracyRating: 'Accuracy rating',
} as const;

const isRating = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= L.ratingMin && v <= L.ratingMax;

/** Spec §5: the rules of one review; every broken rule is one field error. */
export function validateReview(input: ReviewInput): { value: ValidReview } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const ratingError = (field: keyof typeof RATING_LABELS) => ({
    field,
    message: `${RATING_LABELS[field]} must be a whole number from ${L.ratingMin} to ${L.ratingMax}`,
  });
  for (const field of ['overallRating', 'communicationRating', 'reliabilityRating'] as const) {
    if (!isRating(input[field])) errors.push(ratingError(field));
  }
  for (const field of ['packageHandlingRating', 'accuracyRating'] as const) {
    const v = input[field];
    if (v !== null && v !== undefined && !isRating(v)) errors.push(ratingError(field));
  }
  const publicComment = input.publicComment?.trim() || null;
  if (
    publicComment !== null &&
    (publicComment.length < L.publicCommentMin || publicComment.length > L.publicCommentMax)
  ) {
    errors.push({
      field: 'publicComment',
      message: `The public comment must be ${L.publicCommentMin} to ${L.publicCommentMax.toLocaleString('en-US')} characters`,
    });
  }
  const privateComment = input.privateComment?.trim() || null;
  if (privateComment !== null && privateComment.length > L.privateCommentMax) {
    errors.push({
      field: 'privateComment',
      message: `The private comment must be at most ${L.privateCommentMax.toLocaleString('en-US')} characters`,
    });
  }
  // Photos are uploaded once the review exists (attach_review_photos), never named by URL.
  const photos: string[] = [];
  if (input.photos?.length) {
    errors.push({ field: 'photos', message: 'Upload photos once the review is sent' });
  }
  if (errors.length) return { errors };
  return {
    value: {
      overallRating: input.overallRating,
      communicationRating: input.communicationRating,
      reliabilityRating: input.reliabilityRating,
      packageHandlingRating: input.packageHandlingRating ?? null,
      accuracyRating: input.accuracyRating ?? null,
      publicComment,
      privateComment,
      photos,
    },
  };
}
