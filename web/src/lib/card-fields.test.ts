import { describe, expect, it } from 'vitest';
import {
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  toTestCard,
  validateCard,
} from './card-fields';

describe('card form checks', () => {
  it('a card number must be 16 digits (spaces allowed)', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('4242')).toBe('Enter the 16-digit card number');
    expect(cardNumberProblem('4242 4242 4242 424x')).toBe('Enter the 16-digit card number');
  });

  it('the expiry must be MM/YY with a month 01-12; a past date is left to the provider', () => {
    expect(expiryProblem('12/30')).toBeNull();
    expect(expiryProblem('01/20')).toBeNull();
    expect(expiryProblem('13/30')).toBe('Enter the expiry date as MM/YY');
    expect(expiryProblem('1230')).toBe('Enter the expiry date as MM/YY');
    expect(parseExpiry('07/29')).toEqual({ expMonth: 7, expYear: 2029 });
  });

  it('the CVC must be 3 digits', () => {
    expect(cvcProblem('123')).toBeNull();
    expect(cvcProblem('12')).toBe('Enter the 3-digit CVC');
    expect(cvcProblem('12a')).toBe('Enter the 3-digit CVC');
  });

  it('formats the number in groups of four and adds the expiry slash as the person types', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('123')).toBe('12/3');
  });

  it('a valid form becomes the request card', () => {
    const fields = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '10001' };
    expect(validateCard(fields)).toEqual({});
    expect(toTestCard(fields)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      zip: '10001',
    });
  });
});
