import { defineError } from '../errors.js';

/** Claims and disputes (marketplace's Claim aggregate, payments' settlement). */
export const claimErrors = {
  notFound: defineError({ code: 'CLAIM.NOT_FOUND', kind: 'not_found', message: 'Claim not found' }),
  notYourShipment: defineError({
    code: 'CLAIM.NOT_YOUR_SHIPMENT',
    kind: 'forbidden',
    message: 'You can file a claim only on a shipment you sent',
  }),
  alreadyFiled: defineError({
    code: 'CLAIM.ALREADY_FILED',
    kind: 'conflict',
    message: 'A claim was already filed for this shipment',
  }),
  /** The client-chosen id names a claim on another shipment (decision private-figures-and-claimed-ids). */
  idTaken: defineError({
    code: 'CLAIM.ID_TAKEN',
    kind: 'conflict',
    message: 'This claim id is already used',
  }),
  notClaimable: defineError({
    code: 'CLAIM.NOT_CLAIMABLE',
    kind: 'conflict',
    message: (status: string) =>
      `A claim can be filed only on a paid shipment a traveler carried (this one is ${status.replace(/_/g, ' ')})`,
  }),
  windowClosed: defineError({
    code: 'CLAIM.WINDOW_CLOSED',
    kind: 'conflict',
    message: (hours: number) => `Claims must be filed within ${hours} hours of delivery`,
  }),
  tooEarly: defineError({
    code: 'CLAIM.TOO_EARLY',
    kind: 'conflict',
    message: (date: string) =>
      `Your shipment is not late yet: a claim for a package that never arrived can be filed after ${date}`,
  }),
  needsDelivery: defineError({
    code: 'CLAIM.NEEDS_DELIVERY',
    kind: 'validation',
    message: 'Damaged or not-as-described claims are for delivered packages',
    fieldErrors: () => [
      { field: 'claimType', message: 'Damaged or not-as-described claims are for delivered packages' },
    ],
  }),
  descriptionInvalid: defineError({
    code: 'CLAIM.DESCRIPTION_INVALID',
    kind: 'validation',
    message: (min: number, max: number) => `Description must be between ${min} and ${max} characters`,
    fieldErrors: (min, max) => [
      { field: 'description', message: `Description must be between ${min} and ${max} characters` },
    ],
  }),
  statementInvalid: defineError({
    code: 'CLAIM.STATEMENT_INVALID',
    kind: 'validation',
    message: (min: number, max: number) => `Your answer must be between ${min} and ${max} characters`,
    fieldErrors: (min, max) => [
      { field: 'statement', message: `Your answer must be between ${min} and ${max} characters` },
    ],
  }),
  tooManyPhotos: defineError({
    code: 'CLAIM.TOO_MANY_PHOTOS',
    kind: 'validation',
    message: (max: number) => `At most ${max} photos`,
    fieldErrors: (max) => [{ field: 'photoKeys', message: `At most ${max} photos` }],
  }),
  photoUnknown: defineError({
    code: 'CLAIM.PHOTO_UNKNOWN',
    kind: 'validation',
    message: 'A photo was not uploaded by you',
    fieldErrors: () => [{ field: 'photoKeys', message: 'A photo was not uploaded by you' }],
  }),
  notTraveler: defineError({
    code: 'CLAIM.NOT_TRAVELER',
    kind: 'forbidden',
    message: "Only the shipment's traveler can answer this claim",
  }),
  alreadyAnswered: defineError({
    code: 'CLAIM.ALREADY_ANSWERED',
    kind: 'conflict',
    message: 'You already answered this claim',
  }),
  alreadyResolved: defineError({
    code: 'CLAIM.ALREADY_RESOLVED',
    kind: 'conflict',
    message: 'This claim is already resolved',
  }),
  notFrozen: defineError({
    code: 'CLAIM.ESCROW_NOT_FROZEN',
    kind: 'conflict',
    message: 'The payment of this claim is not frozen: nothing can be settled',
  }),
  amountExceedsHeld: defineError({
    code: 'CLAIM.AMOUNT_EXCEEDS_HELD',
    kind: 'validation',
    message: (held: number) =>
      `The refund must be more than 0 and less than the ${held} held (use a full refund for all of it)`,
    fieldErrors: (held) => [
      { field: 'refundAmount', message: `The refund must be more than 0 and less than the ${held} held` },
    ],
  }),
  insuranceNotAllowed: defineError({
    code: 'CLAIM.INSURANCE_NOT_ALLOWED',
    kind: 'validation',
    message: (cover: number) =>
      cover === 0
        ? 'This shipment had no insurance: no insurance payout'
        : `The insurance payout can be at most ${cover}`,
    fieldErrors: (cover) => [
      {
        field: 'insurancePayout',
        message: cover === 0 ? 'This shipment had no insurance' : `The insurance payout can be at most ${cover}`,
      },
    ],
  }),
  reasonRequired: defineError({
    code: 'CLAIM.REASON_REQUIRED',
    kind: 'validation',
    message: 'Give the reason both parties will read',
    fieldErrors: () => [{ field: 'reason', message: 'Give the reason both parties will read' }],
  }),
};
