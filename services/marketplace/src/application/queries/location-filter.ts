import { requestErrors } from '@oneway/contracts';
import { parseLocation } from '../../domain/shared/location.js';

/** A filter's "City, Country" in canonical spelling, or a validation error naming the field. */
export function canonicalLocation(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const location = parseLocation(value);
  if (!location) {
    throw requestErrors.filterInvalid(field);
  }
  return location.label;
}
