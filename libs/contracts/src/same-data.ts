import equal from 'fast-deep-equal';

/**
 * Whether two pieces of event data are equal, whatever the order of their objects' keys: data
 * read back from the store comes in jsonb's key order, not the order it was written in.
 */
export const sameData = (a: unknown, b: unknown): boolean => equal(a, b);
