import type { ReviewInput } from '../api/types';

/** Spec §5 / §9: the form's values as typed, before they are sent. */
export type ReviewFormValues = {
  overallRating: string;
  communicationRating: string;
  reliabilityRating: string;
  packageHandlingRating: string;
  accuracyRating: string;
  publicComment: string;
  privateComment: string;
};

export const EMPTY_REVIEW: ReviewFormValues = {
  overallRating: '',
  communicationRating: '',
  reliabilityRating: '',
  packageHandlingRating: '',
  accuracyRating: '',
  publicComment: '',
  privateComment: '',
};

export const REVIEW_RATING_FIELDS = [
  { name: 'overallRating', label: 'Overall', required: true },
  { name: 'communicationRating', label: 'Communication', required: true },
  { name: 'reliabilityRating', label: 'Reliability', required: true },
  { name: 'packageHandlingRating', label: 'Package handling', required: false },
  { name: 'accuracyRating', label: 'Accuracy', required: false },
] as const;

export const PUBLIC_COMMENT = { min: 3, max: 1000 } as const;
export const PRIVATE_COMMENT_MAX = 1000;

/** The §5 rules the server applies, said before sending: one message per field. */
export function reviewFormErrors(v: ReviewFormValues): Partial<Record<keyof ReviewFormValues, string>> {
  const errors: Partial<Record<keyof ReviewFormValues, string>> = {};
  for (const f of REVIEW_RATING_FIELDS) {
    if (f.required && !v[f.name]) errors[f.name] = `Choose a ${f.label.toLowerCase()} rating from 1 to 5`;
  }
  const pub = v.publicComment.trim();
  if (pub && (pub.length < PUBLIC_COMMENT.min || pub.length > PUBLIC_COMMENT.max))
    errors.publicComment = 'The public comment must be 3 to 1,000 characters';
  if (v.privateComment.trim().length > PRIVATE_COMMENT_MAX)
    errors.privateComment = 'The private comment must be at most 1,000 characters';
  return errors;
}

export function toReviewInput(v: ReviewFormValues): ReviewInput {
  const n = (s: string) => (s ? Number(s) : null);
  return {
    overallRating: Number(v.overallRating),
    communicationRating: Number(v.communicationRating),
    reliabilityRating: Number(v.reliabilityRating),
    packageHandlingRating: n(v.packageHandlingRating),
    accuracyRating: n(v.accuracyRating),
    publicComment: v.publicComment.trim() || null,
    privateComment: v.privateComment.trim() || null,
  };
}

/** Spec §2: a rating to one decimal; 'New' before any review. */
export function ratingLabel(average: number | null | undefined): string {
  return typeof average === 'number' ? average.toFixed(1) : 'New';
}
