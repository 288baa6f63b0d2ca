import type { ErrorFactory, ErrorKind } from '../errors.js';
import * as errorGroups from './error-groups.js';

export * from './error-groups.js';
export { countrySupportedMessage } from './country-request.errors.js';

const groups = errorGroups as unknown as Record<string, Record<string, ErrorFactory<never[]>>>;

/** Every code the product answers with and its kind: what the gateway and the web map. */
export const ERROR_CATALOGUE: ReadonlyMap<string, ErrorKind> = new Map(
  Object.values(groups).flatMap((g) => Object.values(g).map((e) => [e.code, e.kind] as const)),
);

/** Codes defined by more than one entry: the catalogue's spec keeps this empty. */
export function duplicatedErrorCodes(): string[] {
  const seen = new Map<string, number>();
  for (const g of Object.values(groups))
    for (const e of Object.values(g)) seen.set(e.code, (seen.get(e.code) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([code]) => code);
}
