// Test mode plays Stripe's published test cards (docs.stripe.com/testing) and checks the
// card fields the way the card network would, producing spec section 8's codes.

export type TestCardOutcome = { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; code: string };

/** Stripe's numbers with a fixed outcome; any other number that passes Luhn succeeds. */
export const TEST_CARD_OUTCOMES: Record<string, TestCardOutcome> = {
  '4242424242424242': { kind: 'succeeded' },
  '4000056655665556': { kind: 'succeeded' },
  '5555555555554444': { kind: 'succeeded' },
  '378282246310005': { kind: 'succeeded' },
  '4000002500003155': { kind: 'requires_action' },
  '4000002760003184': { kind: 'requires_action' },
  '4000000000000002': { kind: 'declined', code: 'card_declined' },
  '4000000000009995': { kind: 'declined', code: 'insufficient_funds' },
  '4000000000009987': { kind: 'declined', code: 'lost_card' },
  '4000000000009979': { kind: 'declined', code: 'stolen_card' },
  '4000000000000069': { kind: 'declined', code: 'expired_card' },
  '4000000000000127': { kind: 'declined', code: 'incorrect_cvc' },
  '4000000000000119': { kind: 'declined', code: 'processing_error' },
  '4000000000000036': { kind: 'declined', code: 'incorrect_zip' },
};

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  zip?: string;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The field checks, in the order a card form reports them. Null when the card is well-formed. */
export function validateTestCard(card: TestCard, now: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'invalid_number';
  if (!luhnValid(digits)) return 'incorrect_number';
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return 'invalid_expiry_month';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50) return 'invalid_expiry_year';
  if (year === thisYear && card.expMonth < now.getUTCMonth() + 1) return 'invalid_expiry_month';
  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return 'invalid_cvc';
  if (card.zip !== undefined && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(card.zip.trim()))
    return 'incorrect_zip';
  return null;
}

export function evaluateTestCard(card: TestCard, now: Date): TestCardOutcome {
  const invalid = validateTestCard(card, now);
  if (invalid) return { kind: 'declined', code: invalid };
  return TEST_CARD_OUTCOMES[card.number.replace(/[\s-]/g, '')] ?? { kind: 'succeeded' };
}
