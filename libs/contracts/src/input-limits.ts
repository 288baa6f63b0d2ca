import { z } from 'zod';

/**
 * The input policy's numbers, written once (issue 10): the gateway's door applies them to
 * every request and the contracts to every field they name. A text field with no limit of its
 * own is capped at `textMax` (fields with a business limit, such as a message's 2,000
 * characters, say so in their contract or domain); an amount is an integer count of minor units no larger than
 * `maxAmountMinorUnits` (the largest a marketplace payment may be in any currency we serve:
 * ₦10,000,000 = 1,000,000,000 kobo; see docs/decisions/gateway-input-policy.md).
 */
export const INPUT_LIMITS = {
  textMax: 10_000,
  arrayMax: 100,
  maxAmountMinorUnits: 1_000_000_000,
  /** Arrays and objects inside one another, the request part itself counted as the first. */
  nestingMax: 32,
  /** Years a date or instant a request names may fall in (Postgres has no year 0). */
  yearMin: 1000,
  yearMax: 9999,
} as const;

/**
 * Control characters a person never types: NUL and the other C0 controls except tab, line feed
 * and carriage return, plus DEL. Postgres refuses NUL in text, so they are refused at the door.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Half of a UTF-16 surrogate pair standing alone (in `u` mode a pair is one code point, so only
 * a lone half matches): not text at all, and Postgres refuses it in jsonb.
 */
export const UNPAIRED_SURROGATE = /\p{Surrogate}/u;
export const UNPAIRED_SURROGATE_MESSAGE = 'Must be valid Unicode text (no unpaired surrogate)';

/** An amount of money: integer minor units within the business maximum. */
export const amountMinorUnitsSchema = z
  .number()
  .int('Amounts are whole numbers of cents')
  .min(0)
  .max(INPUT_LIMITS.maxAmountMinorUnits, `Amounts must be at most ${INPUT_LIMITS.maxAmountMinorUnits} (minor units)`);

/** Free text a person types: bounded, well-formed, no control characters. */
export const textSchema = (max: number = INPUT_LIMITS.textMax) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'Must not contain control characters')
    .refine((v) => !UNPAIRED_SURROGATE.test(v), UNPAIRED_SURROGATE_MESSAGE);

const inYearRange = (v: string) => {
  const year = Number(v.slice(0, 4));
  return year >= INPUT_LIMITS.yearMin && year <= INPUT_LIMITS.yearMax;
};
const yearMessage = `The year must be between ${INPUT_LIMITS.yearMin} and ${INPUT_LIMITS.yearMax}`;

/** A calendar date a request names, `YYYY-MM-DD`, in a year Postgres and the product hold. */
export const dateSchema = z.iso.date().refine(inYearRange, yearMessage);

/** An instant a request names (ISO 8601 with offset), its written year in the same range. */
export const dateTimeSchema = z.iso.datetime({ offset: true }).refine(inYearRange, yearMessage);
