import { defineError, type FieldError } from '../errors.js';

/** Reviews and ratings of a delivered shipment (marketplace, spec §5). */
export const reviewErrors = {
  /** The caller was neither the sender nor the traveler: like a shipment they cannot see. */
  notAParty: defineError({
    code: 'REVIEW.NOT_A_PARTY',
    kind: 'not_found',
    message: 'Shipment not found',
  }),
  notFound: defineError({ code: 'REVIEW.NOT_FOUND', kind: 'not_found', message: 'Review not found' }),
  notDelivered: defineError({
    code: 'REVIEW.NOT_DELIVERED',
    kind: 'conflict',
    message: 'You can review once the shipment has been delivered',
  }),
  alreadySubmitted: defineError({
    code: 'REVIEW.ALREADY_SUBMITTED',
    kind: 'conflict',
    message: 'You have already reviewed this shipment',
  }),
  windowClosed: defineError({
    code: 'REVIEW.WINDOW_CLOSED',
    kind: 'conflict',
    message: 'Reviews close 7 days after delivery',
  }),
  /** The first problem is the message; every problem is a field error. */
  invalid: defineError({
    code: 'REVIEW.INVALID',
    kind: 'validation',
    message: (fieldErrors: FieldError[]) => fieldErrors[0]?.message ?? 'The review has invalid fields',
    fieldErrors: (fieldErrors) => fieldErrors,
  }),
  notAuthor: defineError({
    code: 'REVIEW.NOT_AUTHOR',
    kind: 'forbidden',
    message: 'Only the author of a review can add photos to it',
  }),
  staffOnly: defineError({
    code: 'REVIEW.STAFF_ONLY',
    kind: 'forbidden',
    message: 'Only an admin or moderator can moderate reviews',
  }),
  invalidModeration: defineError({
    code: 'REVIEW.INVALID_MODERATION',
    kind: 'conflict',
    message: (action: 'hide' | 'restore', status: string) => `Cannot ${action} a review that is ${status}`,
  }),
};
