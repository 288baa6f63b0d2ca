import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const ISSUER = 'oneway-identity';
export const AUDIENCE = 'oneway-api';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** A real EdDSA key pair, as identity would hold one. */
export async function makeSigningKey(kid = `k-${randomUUID().slice(0, 8)}`): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

export interface TokenClaims {
  sub?: string;
  role?: string;
  sid?: string;
  iss?: string;
  aud?: string;
  /** Seconds from now (negative: already expired). */
  expiresIn?: number;
  issuedAt?: number;
}

export async function signAccessToken(key: SigningKey, claims: TokenClaims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role ?? 'user', sid: claims.sid ?? randomUUID() })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
    .setSubject(claims.sub ?? randomUUID())
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience(claims.aud ?? AUDIENCE)
    .setIssuedAt(claims.issuedAt ?? now)
    .setExpirationTime(now + (claims.expiresIn ?? 900))
    .sign(key.privateKey);
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** An unsigned token (`alg: none`) claiming whatever it likes. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

export function standardClaims(over: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: randomUUID(),
    role: 'admin',
    sid: randomUUID(),
    iss: ISSUER,
    aud: AUDIENCE,
    iat: now,
    exp: now + 900,
    ...over,
  };
}
