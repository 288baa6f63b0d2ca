import { defineError } from '../errors.js';

/** A traveler's interest in a shipment (marketplace, kept in the shipment's stream). */
export const interestErrors = {
  notFound: defineError({ code: 'INTEREST.NOT_FOUND', kind: 'not_found', message: 'Interest not found' }),
  alreadyExists: defineError({
    code: 'INTEREST.ALREADY_EXISTS',
    kind: 'conflict',
    message: 'This interest already exists',
  }),
  alreadyPending: defineError({
    code: 'INTEREST.ALREADY_PENDING',
    kind: 'conflict',
    message: 'You already have a pending interest in this shipment',
  }),
  invalidMessage: defineError({
    code: 'INTEREST.INVALID',
    kind: 'validation',
    message: 'The interest has invalid fields',
    fieldErrors: (maxLength: number) => [{ field: 'message', message: `Message must be 1 to ${maxLength} characters` }],
  }),
  ownShipment: defineError({
    code: 'INTEREST.OWN_SHIPMENT',
    kind: 'forbidden',
    message: 'You cannot show interest in your own shipment',
  }),
  tripNotYours: defineError({ code: 'INTEREST.TRIP_NOT_YOURS', kind: 'forbidden', message: 'The trip is not yours' }),
  notYours: defineError({
    code: 'INTEREST.NOT_YOURS',
    kind: 'forbidden',
    message: 'Only the traveler who showed interest can withdraw it',
  }),
  /** A pending interest asked for a move its state machine does not allow. */
  invalidTransition: defineError({
    code: 'INTEREST.INVALID_TRANSITION',
    kind: 'conflict',
    message: (status: string, to: string) => `The interest is ${status} and cannot become ${to}`,
  }),
  /** The interest was already decided (withdrawn, rejected, accepted). */
  notPending: defineError({
    code: 'INTEREST.NOT_PENDING',
    kind: 'conflict',
    message: (status: string, to: string) => `The interest is ${status} and cannot become ${to}`,
  }),
  tripMismatch: defineError({
    code: 'INTEREST.TRIP_MISMATCH',
    kind: 'conflict',
    message: "The trip is not the interest's trip",
  }),
  tripNotActive: defineError({
    code: 'INTEREST.TRIP_NOT_ACTIVE',
    kind: 'precondition',
    message: 'The trip must be verified and active',
  }),
  tripIncompatible: defineError({
    code: 'INTEREST.TRIP_INCOMPATIBLE',
    kind: 'precondition',
    message: (reasons: string[]) => `The trip does not fit this shipment: ${reasons.join(', ')}`,
    fieldErrors: (reasons) => reasons.map((r) => ({ field: 'tripId', message: r })),
  }),
};
