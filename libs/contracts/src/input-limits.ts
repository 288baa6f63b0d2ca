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
} as const;

/**
 * Control characters a person never types: NUL and the other C0 controls except tab, line feed
 * and carriage return, plus DEL. Postgres refuses NUL in text, so they are refused at the door.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** An amount of money: integer minor units within the business maximum. */
export const amountMinorUnitsSchema = z
  .number()
  .int('Amounts are whole numbers of cents')
  .min(0)
  .max(INPUT_LIMITS.maxAmountMinorUnits, `Amounts must be at most ${INPUT_LIMITS.maxAmountMinorUnits} (minor units)`);

/** Free text a person types: bounded, no control characters. */
export const textSchema = (max: number = INPUT_LIMITS.textMax) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'Must not contain control characters');
