import { defineError } from '../errors.js';

/** A shipment's payment held in escrow (payments' Escrow aggregate) and charging it. */
export const paymentErrors = {
  notFound: defineError({
    code: 'PAYMENT.NOT_FOUND',
    kind: 'not_found',
    message: 'No payment exists for this shipment',
  }),
  alreadyPaid: defineError({
    code: 'PAYMENT.ALREADY_PAID',
    kind: 'conflict',
    message: (status: string) => `This shipment's payment is already ${status}`,
  }),
  duplicateCharge: defineError({
    code: 'PAYMENT.DUPLICATE_CHARGE',
    kind: 'conflict',
    message: (intentId: string, status: string) => `Intent ${intentId} succeeded but the payment is already ${status}`,
  }),
  frozen: defineError({ code: 'PAYMENT.FROZEN', kind: 'conflict', message: 'A claim is open on this payment' }),
  notHeld: defineError({
    code: 'PAYMENT.NOT_HELD',
    kind: 'conflict',
    message: (status: string, action: 'released' | 'frozen') => `A ${status} payment cannot be ${action}`,
  }),
  notFrozen: defineError({
    code: 'PAYMENT.NOT_FROZEN',
    kind: 'conflict',
    message: 'This payment is not frozen under that claim',
  }),
  alreadyReleased: defineError({
    code: 'PAYMENT.ALREADY_RELEASED',
    kind: 'conflict',
    message: 'This payment was already released to the traveler',
  }),
  notRefundable: defineError({
    code: 'PAYMENT.NOT_REFUNDABLE',
    kind: 'conflict',
    message: (status: string) => `A ${status} payment cannot be refunded`,
  }),
  invalidRefundAmount: defineError({
    code: 'PAYMENT.INVALID_REFUND_AMOUNT',
    kind: 'validation',
    message: (remaining: number) => `A refund must be between 1 and ${remaining}`,
    fieldErrors: (remaining) => [{ field: 'amount', message: `Must be between 1 and ${remaining}` }],
  }),
  refundUnknown: defineError({
    code: 'PAYMENT.REFUND_UNKNOWN',
    kind: 'precondition',
    message: (refundId: string) => `Refund ${refundId} is not recorded yet`,
  }),
  refundFailed: defineError({
    code: 'PAYMENT.REFUND_FAILED',
    kind: 'unavailable',
    message: 'The card provider refused the refund',
  }),
  noIntent: defineError({
    code: 'PAYMENT.NO_INTENT',
    kind: 'internal',
    message: 'A held payment without a provider intent',
  }),
  /** A price component is not a non-negative integer (`component` names it), or nothing is owed. */
  invalidPrice: defineError({
    code: 'PAYMENT.INVALID_PRICE',
    kind: 'validation',
    message: (problem: { component: string; value: unknown } | 'nothing_to_pay') =>
      problem === 'nothing_to_pay'
        ? 'The shipment has no amount to pay'
        : `${problem.component} must be a non-negative integer, got ${String(problem.value)}`,
  }),
  rawCardRefused: defineError({
    code: 'PAYMENT.RAW_CARD_REFUSED',
    kind: 'validation',
    message: 'Card numbers are entered in the secure card form, never sent to Oneway',
  }),
  /** The decline's text for the person paying; `hint` says what to do about it. */
  cardDeclined: defineError({
    code: 'PAYMENT.CARD_DECLINED',
    kind: 'validation',
    message: (decline: { message: string; hint?: string | null }) => decline.message,
    fieldErrors: (decline) => [{ field: 'card', message: decline.hint ?? decline.message }],
  }),
};
