/**
 * The one place the web app turns a failed request into words a person can act on (issue 18
 * item 1). Errors are mapped by their catalogue code; a code without an entry falls back to
 * the server's sentence when it reads as one, else to a sentence for its HTTP status. Nothing
 * shown ever carries a status number or an error code. When libs/contracts publishes its
 * error catalogue, `CODE_MESSAGES` is the table to replace with it.
 */

/** Sentences per error code (`AREA.REASON`). */
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  'SHIPMENT.ESCROW_NOT_HELD':
    'Pay for the shipment first: you can accept a traveler once your payment is held in escrow.',
  'SHIPMENT.NOT_FOUND': "We couldn't find this shipment. It may have been cancelled or matched with another traveler.",
  'SHIPMENT.ALREADY_MATCHED': 'This shipment already has a traveler.',
  'SHIPMENT.CANCELLED': 'This shipment was cancelled.',
  'SHIPMENT.INVALID_TRANSITION':
    'This shipment has moved on since you opened the page. Refresh to see where it stands.',
  'SHIPMENT.NOT_SENDER': 'Only the sender of this shipment can do that.',
  'SHIPMENT.NOT_TRAVELER': 'Only the traveler carrying this shipment can do that.',
  'SHIPMENT.NO_TRAVELER': 'This shipment has no traveler yet.',
  'SHIPMENT.INCOMPLETE': 'This shipment is missing its listing details. Edit it and try again.',
  'INTEREST.ALREADY_EXISTS': 'You have already offered to carry this package.',
  'INTEREST.ALREADY_PENDING': 'You have already offered to carry this package. Follow it in My Interests.',
  'INTEREST.NOT_PENDING': 'This interest has already been answered. Refresh to see where it stands.',
  'INTEREST.INVALID_TRANSITION': 'This interest has already been answered. Refresh to see where it stands.',
  'INTEREST.NOT_YOURS': 'Only the traveler who sent this interest can do that.',
  'SHIPMENT.PAYMENT_LOCKED':
    'The shipment can no longer be edited: its payment is under way. Contact support to change it.',
  'TRIP.HAS_RESERVATIONS': 'This trip carries packages already: it cannot be changed that way.',
  'TRIP.SPACE_BELOW_RESERVED': 'The space cannot be less than what the packages you carry already take.',
  'WALLET.INSUFFICIENT_AVAILABLE': 'Enter an amount no larger than your available balance.',
  'WALLET.WITHDRAWAL_IN_FLIGHT': 'A withdrawal is already on its way. Wait for it before asking for another.',
  'WALLET.HOLD_NOT_OVER': 'These earnings are still on hold. You can withdraw them once the hold ends.',
  'PAYOUT_METHOD.ONBOARDING_REQUIRED': 'Finish setting up your payout account before withdrawing.',
  'PAYMENT.DUPLICATE_CHARGE': 'This payment is already being processed. Refresh the page in a moment.',
  'AUTH.BANNED': 'This account is suspended. Contact support if you think this is a mistake.',
  'AUTH.USERNAME_NOT_FOUND': 'Invalid username/email or password',
  'REQUEST.TOO_LARGE': 'That is too large to send. Try something smaller.',
  'INTEREST.OWN_SHIPMENT': "You can't offer to carry your own package.",
  'INTEREST.TRIP_NOT_ACTIVE': 'This trip is not active yet: it can carry packages once our team has approved it.',
  'INTEREST.TRIP_NOT_YOURS': 'Pick one of your own trips.',
  'INTEREST.TRIP_MISMATCH': 'This offer was made with another trip. Refresh the page and try again.',
  'INTEREST.NOT_FOUND': "We couldn't find this interest. It may have been withdrawn.",
  'MATCH.NOT_FOUND': "We couldn't find this match. It may belong to someone else or no longer exist.",
  'TRIP.NOT_FOUND': "We couldn't find this trip. It may have been cancelled.",
  'TRIP.NOT_ACTIVE': 'This trip is not active: it can carry packages once our team has approved it.',
  'TRIP.INSUFFICIENT_SPACE': 'Your trip has no room left for this package.',
  'TRIP.INVALID_TRANSITION': 'This trip has moved on since you opened the page. Refresh to see where it stands.',
  'TRIP.ALREADY_EXISTS': 'You have already added this trip.',
  'PAYMENT.ALREADY_PAID': 'This shipment is already paid.',
  'PAYMENT.NOT_FOUND': 'No payment has been made for this shipment yet.',
  'PAYMENT.FROZEN': 'This payment is on hold while our team reviews it. Contact support if you need help.',
  'PAYMENT.REFUND_FAILED': "We couldn't refund this payment right now. Please try again in a few minutes.",
  'PAYMENT_METHOD.NOT_FOUND': "We couldn't find this payment method. It may have been removed.",
  'PAYOUT.CURRENCY_MISMATCH': 'Choose a payout method in the same currency as your balance.',
  'WALLET.INVALID_AMOUNT': 'Enter an amount no larger than your available balance.',
  'HANDOFF.CODE_LOCKED': 'Too many wrong codes. Wait a few minutes before trying again.',
  'AUTH.INVALID_CREDENTIALS': 'Invalid username/email or password',
  'AUTH.EMAIL_NOT_VERIFIED': 'Please check your email to verify your account before logging in.',
  'AUTH.EMAIL_VERIFICATION_REQUIRED':
    'Please verify your email address first: open the link we e-mailed you, or sign in again to get a new one.',
  'AUTH.CURRENT_PASSWORD_INCORRECT': 'Your current password is not correct.',
  'AUTH.SESSION_REVOKED': 'Your session has ended. Sign in again to continue.',
  'AUTH.REQUIRED': 'Sign in to continue.',
  'AUTH.UNAUTHENTICATED': 'Sign in to continue.',
  'AUTH.STAFF_ONLY': 'Only Oneway staff can do that.',
  'AUTH.ADMIN_ONLY': 'Only Oneway administrators can do that.',
  'USER.EMAIL_TAKEN': 'An account with this email already exists. Sign in instead.',
  'USER.USERNAME_TAKEN': 'This username is taken. Choose another one.',
  'USER.NOT_FOUND': "We couldn't find this person.",
  'COUNTRY_REQUEST.ALREADY_EXISTS': 'You have already asked for this country. We will let you know when it opens.',
  'COUNTRY_REQUEST.COUNTRY_SUPPORTED': 'Oneway already serves this country.',
  'REVIEW.NOT_DELIVERED': 'You can review once the shipment has been delivered.',
  'REVIEW.ALREADY_SUBMITTED': 'You have already reviewed this shipment.',
  'REVIEW.WINDOW_CLOSED': 'Reviews close 7 days after delivery: this one can no longer be written.',
  'REVIEW.NOT_FOUND': "We couldn't find this review. It may have been removed.",
  'REVIEW.INVALID_MODERATION': 'Someone changed this review since you opened the page. Refresh to see where it stands.',
  'SERVICE.UNAVAILABLE': 'Oneway is busy right now. Please try again in a moment.',
};

/** Why a trip cannot carry a shipment (marketplace `incompatibilities`), as the traveler reads it. */
export const INCOMPATIBILITY_MESSAGES: Readonly<Record<string, string>> = {
  route_mismatch: 'it flies a different route',
  window_mismatch: "its dates fall outside the package's pickup and delivery dates",
  insufficient_space: 'it has too little space left',
  over_weight_limit: 'the package is over its weight limit',
  fragile_not_accepted: "it doesn't take fragile items",
  electronics_not_accepted: "it doesn't take electronics",
  liquids_not_accepted: "it doesn't take liquids",
  food_not_accepted: "it doesn't take food",
  over_value_limit: "the package's value is over its limit",
  value_limit_currency_differs: "its value limit is in another currency than the package's value",
};

/** The sentence for a list of incompatibility reasons, e.g. "This trip doesn't fit the package: it flies a different route." */
export function incompatibilitySentence(reasons: readonly string[]): string {
  const parts = reasons.map((r) => INCOMPATIBILITY_MESSAGES[r]).filter((p): p is string => !!p);
  if (parts.length === 0) return "This trip doesn't fit the package. Pick another trip.";
  return `This trip doesn't fit the package: ${parts.join('; ')}.`;
}

const STATUS_MESSAGES: ReadonlyArray<[test: (status: number) => boolean, message: string]> = [
  [(s) => s === 400 || s === 422, 'Some details are missing or not valid. Check the form and try again.'],
  [(s) => s === 401, 'Your session has ended. Sign in again to continue.'],
  [(s) => s === 403, "You don't have permission to do that."],
  [(s) => s === 404, "We couldn't find what you were looking for. It may have been removed."],
  [(s) => s === 409, 'This changed since you opened the page. Refresh and try again.'],
  [(s) => s === 412, "This can't be done yet. Refresh the page to see what is needed first."],
  [(s) => s === 413, 'That is too large to send. Try something smaller.'],
  [(s) => s === 429, 'Too many attempts. Wait a few minutes and try again.'],
  [(s) => s >= 500, 'Something went wrong on our side. Please try again in a moment.'],
];

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/**
 * Developer text: a bare HTTP status ("412: …", "status 412", "(412)"), an upper-case code
 * (`SHIPMENT.NOT_FOUND`, `ROUTE_MISMATCH`) or a snake_case token (`route_mismatch`).
 */
const DEVELOPER_TEXT =
  /(?:^|\s|\()[1-5]\d\d(?::|\)|$)|\b(?:HTTP|[Ss]tatus|[Ee]rror|[Cc]ode)\s*[1-5]\d\d\b|\b[A-Z]{2,}[A-Z0-9]*(?:[._][A-Z0-9]{2,})+\b|\b[a-z]+_[a-z_]+\b/;

/** True when the text is fit for a person: no status number, no error code, no snake_case token. */
export function isPresentable(text: string): boolean {
  return text.trim() !== '' && !DEVELOPER_TEXT.test(text);
}

/** The sentence for an HTTP status without a known code. */
export function statusMessage(status: number): string {
  return STATUS_MESSAGES.find(([test]) => test(status))?.[1] ?? GENERIC_FAILURE;
}

/**
 * What a person reads for a failed request: the catalogue sentence for its code; for an
 * incompatible trip, why it does not fit; else (below 500) the server's own sentence when
 * presentable; else the sentence for its status.
 */
export function requestFailureMessage(failure: {
  status: number;
  code?: string;
  detail?: string;
  fieldMessages?: readonly string[];
}): string {
  if (failure.code === 'INTEREST.TRIP_INCOMPATIBLE') return incompatibilitySentence(failure.fieldMessages ?? []);
  const known = failure.code ? CODE_MESSAGES[failure.code] : undefined;
  if (known) return known;
  // A server failure's own text is about the server, not about what the person can do.
  if (failure.status >= 500) return statusMessage(failure.status);
  if (failure.detail && isPresentable(failure.detail) && failure.detail !== 'Request failed') return failure.detail;
  return statusMessage(failure.status);
}

/** A field's message from the server (a sentence, or a reason code such as `route_mismatch`) as a person reads it. */
export function fieldMessage(message: string): string {
  const reason = INCOMPATIBILITY_MESSAGES[message];
  if (reason) return incompatibilitySentence([message]);
  return isPresentable(message) ? message : 'Check this field.';
}
