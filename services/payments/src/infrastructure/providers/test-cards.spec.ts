import { CARD_DECLINE_CODES, DEFAULT_DECLINE_MESSAGE, declineMessageFor } from '@oneway/contracts';
import { evaluateTestCard, type TestCard } from './test-cards.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (over: Partial<TestCard> = {}): TestCard => ({
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
});

describe('test-mode cards (Stripe test numbers and field checks)', () => {
  it('4242 4242 4242 4242 succeeds', () => {
    expect(evaluateTestCard(card({ number: '4242 4242 4242 4242' }), NOW)).toEqual({ kind: 'succeeded' });
  });

  it.each(['4000002500003155', '4000002760003184'])('%s requires 3-D Secure authentication', (number) => {
    expect(evaluateTestCard(card({ number }), NOW)).toEqual({ kind: 'requires_action' });
  });

  it.each([
    ['4000000000000002', {}, 'card_declined'],
    ['4000000000009995', {}, 'insufficient_funds'],
    ['4000000000009987', {}, 'lost_card'],
    ['4000000000009979', {}, 'stolen_card'],
    ['4000000000000069', {}, 'expired_card'],
    ['4000000000000127', {}, 'incorrect_cvc'],
    ['4000000000000119', {}, 'processing_error'],
    ['4242424242424241', {}, 'incorrect_number'],
    ['4000000000000036', {}, 'incorrect_zip'],
    ['4242424242424242', { zip: '!' }, 'incorrect_zip'],
    ['4242', {}, 'invalid_number'],
    ['4242abcd42424242', {}, 'invalid_number'],
    ['4242424242424242', { expMonth: 13 }, 'invalid_expiry_month'],
    ['4242424242424242', { expMonth: 10, expYear: 2026 }, 'invalid_expiry_month'],
    ['4242424242424242', { expYear: 2025 }, 'invalid_expiry_year'],
    ['4242424242424242', { cvc: '12' }, 'invalid_cvc'],
    ['378282246310005', { cvc: '123' }, 'invalid_cvc'],
  ] as const)('%s %j is declined with %s', (number, over, code) => {
    expect(evaluateTestCard(card({ number, ...over }), NOW)).toEqual({ kind: 'declined', code });
  });
});

describe('decline messages (spec section 8)', () => {
  it('the default message is the spec text verbatim', () => {
    expect(declineMessageFor(null).message).toBe("Your payment couldn't be completed. Please try again.");
    expect(DEFAULT_DECLINE_MESSAGE).toBe("Your payment couldn't be completed. Please try again.");
  });

  it('an unknown code gets the spec text with the code, verbatim', () => {
    expect(declineMessageFor('do_not_honor').message).toBe(
      "Your payment couldn't be completed (do_not_honor). Please try again or use a different payment method.",
    );
  });

  it.each(CARD_DECLINE_CODES)('%s has its own message, different from the default', (code) => {
    const m = declineMessageFor(code);
    expect(m.message).not.toBe(DEFAULT_DECLINE_MESSAGE);
    expect(m.message.length).toBeGreaterThan(10);
  });

  it('authentication_required points to the authentication form; card_declined to another method', () => {
    expect(declineMessageFor('authentication_required').message).toMatch(/authentication form/);
    expect(declineMessageFor('card_declined').message).toMatch(/different payment method/);
  });

  it('hints: 3-digit CVC, 16-digit number, MM/YY expiry, processing_error wait and retry', () => {
    expect(declineMessageFor('incorrect_cvc').hint).toMatch(/3 digits/);
    expect(declineMessageFor('invalid_cvc').hint).toMatch(/3 digits/);
    expect(declineMessageFor('invalid_number').hint).toMatch(/16 digits/);
    expect(declineMessageFor('incorrect_number').hint).toMatch(/16 digits/);
    expect(declineMessageFor('invalid_expiry_month').hint).toMatch(/MM\/YY/);
    expect(declineMessageFor('invalid_expiry_year').hint).toMatch(/MM\/YY/);
    expect(declineMessageFor('processing_error').hint).toMatch(/temporary issue.*wait.*retry/i);
  });
});
