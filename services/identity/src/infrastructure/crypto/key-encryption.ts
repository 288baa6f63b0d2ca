import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How a private JWK rests in `signing_keys.private_jwk` when a key-encryption key is set. */
export interface SealedJwk {
  sealed: 'A256GCM';
  iv: string;
  tag: string;
  ciphertext: string;
}

export const isSealed = (value: unknown): value is SealedJwk =>
  typeof value === 'object' && value !== null && (value as { sealed?: unknown }).sealed === 'A256GCM';

/**
 * AES-256-GCM envelope for the token-signing key, with a key-encryption key from the
 * environment (`SIGNING_KEY_ENCRYPTION_KEY`, 32 bytes base64), so a database dump alone
 * cannot mint tokens. The key id is bound as associated data.
 */
export function sealJwk(jwk: object, kek: Buffer, kid: string): SealedJwk {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(kid));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return {
    sealed: 'A256GCM',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

export function openJwk<T>(sealed: SealedJwk, kek: Buffer, kid: string): T {
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(kid));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}
