import { defineError } from '../errors.js';

/** A match: a traveler's interest in a shipment seen from either side (marketplace read). */
export const matchErrors = {
  /** Unknown, or a match between two other people: existence is not disclosed. */
  notFound: defineError({ code: 'MATCH.NOT_FOUND', kind: 'not_found', message: 'Match not found' }),
};
