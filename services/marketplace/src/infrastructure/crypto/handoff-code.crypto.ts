import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import { HANDOFF_CODE_POLICY } from '../../domain/handoff/handoff-code-policy.js';

const SCRYPT = { keyLength: 32, cost: 2 ** 14, blockSize: 8, parallelization: 1 } as const;

export interface HashedHandoffCode {
  /** base64 scrypt of the code with `salt`. */
  hash: string;
  /** base64, 16 random bytes, one per code. */
  salt: string;
}

export function generateHandoffCode(pick: (max: number) => number = (max) => randomInt(0, max)): string {
  return String(pick(10 ** HANDOFF_CODE_POLICY.digits)).padStart(HANDOFF_CODE_POLICY.digits, '0');
}

export function hashHandoffCode(code: string, salt: Buffer = randomBytes(16)): HashedHandoffCode {
  return { hash: derive(code, salt).toString('base64'), salt: salt.toString('base64') };
}

/**
 * Constant-time comparison of an entered code with the stored hash. Malformed input is
 * hashed too, so a wrong format takes as long as a wrong code.
 */
export function handoffCodeMatches(entered: string, stored: HashedHandoffCode): boolean {
  const candidate = derive(String(entered).trim(), Buffer.from(stored.salt, 'base64'));
  const expected = Buffer.from(stored.hash, 'base64');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

function derive(code: string, salt: Buffer): Buffer {
  return scryptSync(code, salt, SCRYPT.keyLength, { N: SCRYPT.cost, r: SCRYPT.blockSize, p: SCRYPT.parallelization });
}
