// What a sender reads when a card payment does not go through (spec section 8). One module
// for the payments service and the web, so the server's error and the page's text agree.
// The default and unknown-code texts are the spec's, verbatim; the per-code wording is ours.

export const CARD_DECLINE_CODES = [
  'authentication_required',
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'incorrect_zip',
  'insufficient_funds',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_number',
  'lost_card',
  'stolen_card',
  'processing_error',
] as const;
export type CardDeclineCode = (typeof CARD_DECLINE_CODES)[number];

export const DEFAULT_DECLINE_MESSAGE = "Your payment couldn't be completed. Please try again.";

export function unknownDeclineMessage(code: string): string {
  return `Your payment couldn't be completed (${code}). Please try again or use a different payment method.`;
}

const CVC_HINT = 'The security code (CVC) is the 3 digits on the back of your card.';
const NUMBER_HINT = 'Your card number is the 16 digits on the front of your card.';
const EXPIRY_HINT = 'Enter the expiry date as MM/YY, exactly as printed on your card.';

export interface DeclineMessage {
  message: string;
  /** A short next step; null where the message already says it. */
  hint: string | null;
}

export const DECLINE_MESSAGES: Record<CardDeclineCode, DeclineMessage> = {
  authentication_required: {
    message: 'Your bank needs you to confirm this payment. Please complete the authentication form to continue.',
    hint: 'Keep this page open and follow the steps your bank shows you.',
  },
  card_declined: {
    message: 'Your card was declined. Please use a different payment method.',
    hint: 'You can add another card or contact your bank to find out why.',
  },
  expired_card: {
    message: 'Your card has expired. Please use a different card.',
    hint: EXPIRY_HINT,
  },
  incorrect_cvc: {
    message: "Your card's security code is incorrect. Please check it and try again.",
    hint: CVC_HINT,
  },
  incorrect_number: {
    message: 'Your card number is incorrect. Please check it and try again.',
    hint: NUMBER_HINT,
  },
  incorrect_zip: {
    message: "Your postal code doesn't match the one your bank has on file. Please check it and try again.",
    hint: 'Use the postal (ZIP) code of your card’s billing address.',
  },
  insufficient_funds: {
    message: "Your card doesn't have enough funds for this payment. Please use a different payment method.",
    hint: 'You can add another card or top up this one and try again.',
  },
  invalid_cvc: {
    message: "Your card's security code is invalid. Please check it and try again.",
    hint: CVC_HINT,
  },
  invalid_expiry_month: {
    message: "Your card's expiry month is invalid. Please check it and try again.",
    hint: EXPIRY_HINT,
  },
  invalid_expiry_year: {
    message: "Your card's expiry year is invalid. Please check it and try again.",
    hint: EXPIRY_HINT,
  },
  invalid_number: {
    message: "Your card number isn't valid. Please check it and try again.",
    hint: NUMBER_HINT,
  },
  lost_card: {
    message: 'This card has been reported lost and cannot be used. Please use a different payment method.',
    hint: 'Contact your bank if you believe this is a mistake.',
  },
  stolen_card: {
    message: 'This card has been reported stolen and cannot be used. Please use a different payment method.',
    hint: 'Contact your bank if you believe this is a mistake.',
  },
  processing_error: {
    message: 'An error occurred while processing your card. Please try again.',
    hint: 'This is a temporary issue: wait a moment and retry.',
  },
};

export function isCardDeclineCode(code: string): code is CardDeclineCode {
  return (CARD_DECLINE_CODES as readonly string[]).includes(code);
}

/** The text for any code a provider may send; `null` gives the default message. */
export function declineMessageFor(code: string | null | undefined): DeclineMessage & { code: string | null } {
  if (!code) return { code: null, message: DEFAULT_DECLINE_MESSAGE, hint: null };
  if (isCardDeclineCode(code)) return { code, ...DECLINE_MESSAGES[code] };
  return { code, message: unknownDeclineMessage(code), hint: null };
}
