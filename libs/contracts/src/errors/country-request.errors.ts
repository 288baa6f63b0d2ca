import { defineError, type FieldError } from '../errors.js';

/** A request to serve a new country (marketplace). */
export const countryRequestErrors = {
  notFound: defineError({
    code: 'COUNTRY_REQUEST.NOT_FOUND',
    kind: 'not_found',
    message: 'Country request not found',
  }),
  alreadyExists: defineError({
    code: 'COUNTRY_REQUEST.ALREADY_EXISTS',
    kind: 'conflict',
    message: 'This country request already exists',
  }),
  adminOnly: defineError({
    code: 'COUNTRY_REQUEST.ADMIN_ONLY',
    kind: 'forbidden',
    message: 'Only an admin can change a country request',
  }),
  invalidTransition: defineError({
    code: 'COUNTRY_REQUEST.INVALID_TRANSITION',
    kind: 'conflict',
    message: (from: string, to: string) => `A ${from} country request cannot become ${to}`,
  }),
  /** The form's first problem is the message; every problem is a field error. */
  invalid: defineError({
    code: 'COUNTRY_REQUEST.INVALID',
    kind: 'validation',
    message: (fieldErrors: FieldError[]) => fieldErrors[0]?.message ?? 'The request has invalid fields',
    fieldErrors: (fieldErrors) => fieldErrors,
  }),
  countrySupported: defineError({
    code: 'COUNTRY_REQUEST.COUNTRY_SUPPORTED',
    kind: 'validation',
    message: (country: string) => countrySupportedMessage(country),
    fieldErrors: (country) => [{ field: 'requestedCountry', message: countrySupportedMessage(country) }],
  }),
};

export function countrySupportedMessage(country: string): string {
  return `Oneway already serves ${country}. Create an account to send or carry packages there today.`;
}
