import { defineError, type FieldError } from '../errors.js';

/** The Shipment aggregate (marketplace), its handoff codes and its public tracking. */
export const shipmentErrors = {
  notFound: defineError({ code: 'SHIPMENT.NOT_FOUND', kind: 'not_found', message: 'Shipment not found' }),
  alreadyExists: defineError({
    code: 'SHIPMENT.ALREADY_EXISTS',
    kind: 'conflict',
    message: 'This shipment already exists',
  }),
  invalid: defineError({
    code: 'SHIPMENT.INVALID',
    kind: 'validation',
    message: 'The shipment has invalid fields',
    fieldErrors: (fieldErrors: FieldError[]) => fieldErrors,
  }),
  incomplete: defineError({
    code: 'SHIPMENT.INCOMPLETE',
    kind: 'precondition',
    message: 'The shipment has no listing details',
  }),
  invalidTransition: defineError({
    code: 'SHIPMENT.INVALID_TRANSITION',
    kind: 'conflict',
    message: (action: string, status: string) => `Cannot ${action} a shipment that is ${status}`,
  }),
  /** Left at its origin relay point: the traveler collects it there, with the pickup code. */
  atRelay: defineError({
    code: 'SHIPMENT.AT_RELAY',
    kind: 'conflict',
    message: 'The package is at the relay point: the traveler collects it there with the pickup code',
  }),
  notSender: defineError({ code: 'SHIPMENT.NOT_SENDER', kind: 'forbidden', message: 'Only the sender can do this' }),
  notTraveler: defineError({
    code: 'SHIPMENT.NOT_TRAVELER',
    kind: 'forbidden',
    message: "Only the shipment's matched traveler can do this",
  }),
  paymentLocked: defineError({
    code: 'SHIPMENT.PAYMENT_LOCKED',
    kind: 'conflict',
    message: 'The payment amount cannot change once it is held in escrow',
  }),
  alreadyMatched: defineError({
    code: 'SHIPMENT.ALREADY_MATCHED',
    kind: 'conflict',
    message: 'The shipment already has a traveler',
  }),
  escrowNotHeld: defineError({
    code: 'SHIPMENT.ESCROW_NOT_HELD',
    kind: 'precondition',
    message: 'Pay for the shipment first: an interest can be accepted once the payment is held in escrow',
  }),
  cancelled: defineError({ code: 'SHIPMENT.CANCELLED', kind: 'conflict', message: 'This shipment was cancelled' }),
  noTraveler: defineError({
    code: 'SHIPMENT.NO_TRAVELER',
    kind: 'conflict',
    message: 'This shipment has no traveler to release to',
  }),
  handoffCodeLocked: defineError({
    code: 'HANDOFF.CODE_LOCKED',
    kind: 'rate_limited',
    message: (until: string) => `Too many wrong codes: try again after ${until}`,
  }),
  handoffCodeInvalid: defineError({
    code: 'HANDOFF.CODE_INVALID',
    kind: 'validation',
    message: (attemptsLeft: number) => `The code is not correct (${attemptsLeft} tries left before it locks)`,
    fieldErrors: () => [{ field: 'code', message: 'The code is not correct' }],
  }),
  trackingNotFound: defineError({
    code: 'TRACKING.NOT_FOUND',
    kind: 'not_found',
    message: 'No shipment has this tracking number',
  }),
};
