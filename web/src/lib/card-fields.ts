// The test-mode card form, for the card paid with (payments) and the card saved (payment-methods):
// what a person types, checked before it is sent so the common mistakes get a hint at once.
// The provider still decides (a declined card gets spec §8's text).

export type CardFields = { number: string; expiry: string; cvc: string; zip: string };
export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

export const CARD_NUMBER_HINT = 'Card number: 16 digits';
export const EXPIRY_HINT = 'Expiry date: MM/YY';
export const CVC_HINT = 'CVC: the 3 digits on the back of your card';
export const ZIP_HINT = 'Postal (ZIP) code of your billing address';

export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' as the person types. */
export function formatCardNumber(text: string): string {
  return digitsOnly(text)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; a slash is added after the month. */
export function formatExpiry(text: string): string {
  const digits = digitsOnly(text).slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** 'MM/YY' → month and four-digit year, or null when it is not that shape. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

export function cardNumberProblem(text: string): string | null {
  return /^\d{16}$/.test(digitsOnly(text)) && !/[^\d\s-]/.test(text) ? null : 'Enter the 16-digit card number';
}

/** Only the shape is checked here: whether a date has passed is the provider's answer (invalid_expiry_month/_year). */
export function expiryProblem(text: string): string | null {
  const parsed = parseExpiry(text);
  return !parsed || parsed.expMonth < 1 || parsed.expMonth > 12 ? 'Enter the expiry date as MM/YY' : null;
}

export function cvcProblem(text: string): string | null {
  return /^\d{3}$/.test(text.trim()) ? null : 'Enter the 3-digit CVC';
}

export function zipProblem(text: string): string | null {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(text.trim()) ? null : 'Enter your postal (ZIP) code';
}

export function validateCard(fields: CardFields): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const number = cardNumberProblem(fields.number);
  const expiry = expiryProblem(fields.expiry);
  const cvc = cvcProblem(fields.cvc);
  const zip = zipProblem(fields.zip);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (zip) errors.zip = zip;
  return errors;
}

/** The request's card, from fields that passed `validateCard`. */
export function toTestCard(fields: CardFields) {
  const expiry = parseExpiry(fields.expiry) ?? { expMonth: 0, expYear: 0 };
  return { number: digitsOnly(fields.number), ...expiry, cvc: fields.cvc.trim(), zip: fields.zip.trim() };
}
