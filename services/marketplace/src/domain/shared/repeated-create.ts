import { DomainError, sameData } from '@oneway/contracts';

/**
 * Whether a create sent again on an id already used asks for what the first one stored
 * (decision create-id-reuse-409): its input, normalised by the create's own rules, equals the
 * details the created event holds. The rules run as of `asOfDate` (a day on which the stored
 * details were valid: their first day), so a retry that comes after that day is still the
 * same request; input the rules refuse is not.
 */
export function repeatsCreate<I, D>(
  normalise: (input: I, now: Date) => D,
  input: I,
  stored: D,
  asOfDate: string,
): boolean {
  let again: D;
  try {
    again = normalise(input, new Date(`${asOfDate}T00:00:00.000Z`));
  } catch (err) {
    if (err instanceof DomainError) return false;
    throw err;
  }
  return sameData(again, stored);
}
