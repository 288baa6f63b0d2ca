import { getAccessToken } from './session';

/**
 * The signed-in user's id, read from the access token's `sub` claim (the gateway's JWT).
 * Lets a screen tell the sender of a shipment from its traveler without reaching into the
 * auth feature; null for a visitor or a token it cannot read.
 */
export function viewerId(): string | null {
  const token = getAccessToken();
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : null;
  } catch {
    return null;
  }
}
