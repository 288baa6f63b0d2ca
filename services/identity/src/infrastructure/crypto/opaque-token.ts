import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh, e-mail verification and password reset tokens: 256 random bits, given to the
 * user once; only their SHA-256 is stored, so a database leak yields nothing usable.
 * (A fast hash is right here: the input is high-entropy, unlike a password.)
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
