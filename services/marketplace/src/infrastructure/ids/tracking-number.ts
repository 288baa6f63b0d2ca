import { randomBytes } from 'node:crypto';

// Crockford base32: no I, L, O or U, so a number read aloud or typed is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `OW` + 10 base32 characters (50 random bits), e.g. `OW7K2M9QX4TB`. */
export function trackingNumberFrom(bytes: Uint8Array): string {
  let bits = 0n;
  for (const b of bytes.slice(0, 7)) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[Number(bits & 31n)]! + out;
    bits >>= 5n;
  }
  return `OW${out}`;
}

export function newTrackingNumber(): string {
  return trackingNumberFrom(randomBytes(7));
}

export const TRACKING_NUMBER_PATTERN = /^OW[0-9A-HJKMNP-TV-Z]{10}$/;
