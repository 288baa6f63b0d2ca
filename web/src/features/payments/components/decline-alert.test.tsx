import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { CARD_DECLINE_CODES } from '../utils/decline-messages';
import { DeclineAlert } from './decline-alert';

// Spec §8, verbatim.
const DEFAULT_TEXT = "Your payment couldn't be completed. Please try again.";
const unknownText = (code: string) =>
  `Your payment couldn't be completed (${code}). Please try again or use a different payment method.`;

function shown(code: string | null) {
  const view = renderWithProviders(<DeclineAlert code={code} />);
  const message = screen.getByTestId('decline-message').textContent ?? '';
  const hint = screen.queryByTestId('decline-hint')?.textContent ?? null;
  view.unmount();
  return { message, hint };
}

/** What each code's hint must tell the sender (spec §8: CVC 3 digits, number 16 digits, expiry MM/YY, processing_error wait and retry). */
const HINT_RULES: Record<string, RegExp> = {
  authentication_required: /.+/,
  card_declined: /.+/,
  expired_card: /MM\/YY/,
  incorrect_cvc: /3 digits/,
  invalid_cvc: /3 digits/,
  incorrect_number: /16 digits/,
  invalid_number: /16 digits/,
  invalid_expiry_month: /MM\/YY/,
  invalid_expiry_year: /MM\/YY/,
  incorrect_zip: /postal|ZIP/i,
  insufficient_funds: /.+/,
  lost_card: /.+/,
  stolen_card: /.+/,
  processing_error: /temporary.*wait.*retry/i,
};

/** What each code's own message must be about, so no two codes read the same. */
const MESSAGE_RULES: Record<string, RegExp> = {
  authentication_required: /authentication form/i,
  card_declined: /declined.*different payment method/i,
  expired_card: /expired/i,
  incorrect_cvc: /security code is incorrect/i,
  invalid_cvc: /security code is invalid/i,
  incorrect_number: /card number is incorrect/i,
  invalid_number: /card number isn't valid/i,
  invalid_expiry_month: /expiry month/i,
  invalid_expiry_year: /expiry year/i,
  incorrect_zip: /postal code/i,
  insufficient_funds: /enough funds/i,
  lost_card: /reported lost/i,
  stolen_card: /reported stolen/i,
  processing_error: /error occurred while processing/i,
};

describe('decline messages (spec §8)', () => {
  it.each(CARD_DECLINE_CODES.map((code) => [code]))('%s shows its own message and hint', (code) => {
    const { message, hint } = shown(code);
    expect(message).toMatch(MESSAGE_RULES[code]!);
    expect(message).not.toBe(DEFAULT_TEXT);
    expect(message).not.toBe(unknownText(code));
    expect(hint).toMatch(HINT_RULES[code]!);
  });

  it('every spec §8 code has a message and hint rule here, and no two codes share a message', () => {
    expect(Object.keys(MESSAGE_RULES).sort()).toEqual([...CARD_DECLINE_CODES].sort());
    const messages = CARD_DECLINE_CODES.map((code) => shown(code).message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('a decline without a code shows the default text verbatim', () => {
    expect(shown(null).message).toBe("Your payment couldn't be completed. Please try again.");
  });

  it('an unknown code shows the unknown-code text verbatim with the code', () => {
    expect(shown('do_not_honor').message).toBe(
      "Your payment couldn't be completed (do_not_honor). Please try again or use a different payment method.",
    );
  });

  it('processing_error tells the sender it is temporary: wait and retry', () => {
    expect(shown('processing_error').hint).toBe('This is a temporary issue: wait a moment and retry.');
  });
});
