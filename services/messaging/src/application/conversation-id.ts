import { createHash } from 'node:crypto';

/**
 * One conversation per pair of users: its id is derived from the pair (order-free), so two
 * people writing to each other at the same moment land in the same stream.
 */
export function conversationIdOf(a: string, b: string): string {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort();
  return uuidFromHash(`conversation:${x}:${y}`);
}

/** A stable UUID (version 5 layout) from a name: deterministic ids for derived records. */
export function uuidFromHash(name: string): string {
  const h = createHash('sha256').update(name).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
