import { defineError, type FieldError } from '../errors.js';

/** A request that did not reach any aggregate: malformed input, an unknown route. */
export const requestErrors = {
  invalid: defineError({
    code: 'REQUEST.INVALID',
    kind: 'validation',
    message: (message: string, _fieldErrors: FieldError[] = []) => message,
    fieldErrors: (_message, fieldErrors = []) => fieldErrors,
  }),
  filterInvalid: defineError({
    code: 'FILTER.INVALID',
    kind: 'validation',
    message: 'Unsupported location',
    fieldErrors: (field: string) => [{ field, message: 'Must be "City, Country" for a supported city' }],
  }),
  routeNotFound: defineError({ code: 'ROUTE.NOT_FOUND', kind: 'not_found', message: 'There is nothing here.' }),
};
