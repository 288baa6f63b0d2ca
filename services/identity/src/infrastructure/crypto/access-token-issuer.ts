import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import type pg from 'pg';
import type { Role } from '@oneway/contracts';
import { withTransaction } from '@oneway/eventstore';
import { isSealed, openJwk, sealJwk } from './key-encryption.js';

const ALG = 'EdDSA';

interface ActiveKey {
  kid: string;
  privateKey: CryptoKey;
}

/**
 * Signs access tokens with an Ed25519 key created at first boot and kept in the identity
 * database (never in the repository or the environment). Every non-retired key is served
 * as a public JWK, so a new key can be introduced before the old one stops verifying.
 */
export class AccessTokenIssuer {
  private active: Promise<ActiveKey> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly o: { issuer: string; audience: string; ttlSeconds: number; keyEncryptionKey?: Buffer },
  ) {}

  async issue(claims: {
    userId: string;
    role: Role;
    sessionId: string;
    now: Date;
  }): Promise<{ token: string; expiresAt: Date }> {
    const key = await this.activeKey();
    const iat = Math.floor(claims.now.getTime() / 1000);
    const exp = iat + this.o.ttlSeconds;
    const token = await new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'at+jwt' })
      .setIssuer(this.o.issuer)
      .setAudience(this.o.audience)
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(key.privateKey);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  async jwks(): Promise<{ keys: (JWK & { kid: string; kty: string; alg: string; use: string })[] }> {
    await this.activeKey();
    const { rows } = await this.pool.query<{ kid: string; public_jwk: JWK }>(
      'SELECT kid, public_jwk FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at',
    );
    return {
      keys: rows.map((r) => ({ ...r.public_jwk, kty: r.public_jwk.kty ?? 'OKP', kid: r.kid, alg: ALG, use: 'sig' })),
    };
  }

  activeKey(): Promise<ActiveKey> {
    this.active ??= this.loadOrCreate().catch((err: unknown) => {
      this.active = null;
      throw err;
    });
    return this.active;
  }

  private async loadOrCreate(): Promise<ActiveKey> {
    // The advisory lock makes several instances booting at once agree on one first key.
    const row = await withTransaction(this.pool, async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('identity:signing-key'))");
      const existing = await tx.query<{ kid: string; private_jwk: unknown }>(
        'SELECT kid, private_jwk FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC LIMIT 1',
      );
      if (existing.rows[0]) return existing.rows[0];
      const { privateKey, publicKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
      const kid = randomUUID();
      const privateJwk = await exportJWK(privateKey);
      const publicJwk = await exportJWK(publicKey);
      await tx.query('INSERT INTO signing_keys (kid, alg, public_jwk, private_jwk) VALUES ($1, $2, $3, $4)', [
        kid,
        ALG,
        JSON.stringify(publicJwk),
        JSON.stringify(this.o.keyEncryptionKey ? sealJwk(privateJwk, this.o.keyEncryptionKey, kid) : privateJwk),
      ]);
      return { kid, private_jwk: privateJwk as unknown };
    });
    let jwk: JWK;
    if (isSealed(row.private_jwk)) {
      if (!this.o.keyEncryptionKey)
        throw new Error('The signing key is encrypted but SIGNING_KEY_ENCRYPTION_KEY is not set');
      jwk = openJwk<JWK>(row.private_jwk, this.o.keyEncryptionKey, row.kid);
    } else {
      jwk = row.private_jwk as JWK;
    }
    const privateKey = (await importJWK(jwk, ALG)) as CryptoKey;
    return { kid: row.kid, privateKey };
  }
}
