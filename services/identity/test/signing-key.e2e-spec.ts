import { randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { createPool, runMigrations } from '@oneway/eventstore';
import { createTestDatabase } from '@oneway/testing';
import type pg from 'pg';
import { AccessTokenIssuer } from '../src/infrastructure/crypto/access-token-issuer.js';
import { identityMigrations } from '../src/infrastructure/persistence/identity.migrations.js';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
const opts = { issuer: 'oneway-identity', audience: 'oneway-api', ttlSeconds: 900 };

beforeAll(async () => {
  db = await createTestDatabase('identity_keys');
  await runMigrations(db.url, identityMigrations);
  pool = createPool(db.url, 3);
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});
beforeEach(() => pool.query('DELETE FROM signing_keys'));

const claims = () => ({ userId: randomUUID(), role: 'user' as const, sessionId: randomUUID(), now: new Date() });

describe('token-signing key', () => {
  it('is created once, kept in the database, and reused after a restart', async () => {
    const first = new AccessTokenIssuer(pool, opts);
    const { token } = await first.issue(claims());
    const restarted = new AccessTokenIssuer(pool, opts);
    expect((await restarted.activeKey()).kid).toBe((await first.activeKey()).kid);
    const jwks = await restarted.jwks();
    await expect(
      jwtVerify(token, createLocalJWKSet(jwks as never), { ...opts, algorithms: ['EdDSA'] }),
    ).resolves.toBeDefined();
    expect((await pool.query('SELECT count(*)::int AS n FROM signing_keys')).rows[0].n).toBe(1);
  });

  it('instances booting at the same time agree on one key', async () => {
    const kids = await Promise.all(
      [1, 2, 3, 4].map(async () => (await new AccessTokenIssuer(pool, opts).activeKey()).kid),
    );
    expect(new Set(kids).size).toBe(1);
  });

  it('with SIGNING_KEY_ENCRYPTION_KEY the private key rests encrypted, and cannot be loaded without it', async () => {
    const kek = randomBytes(32);
    const issuer = new AccessTokenIssuer(pool, { ...opts, keyEncryptionKey: kek });
    await issuer.issue(claims());
    const { rows } = await pool.query<{ private_jwk: Record<string, unknown> }>('SELECT private_jwk FROM signing_keys');
    expect(rows[0]!.private_jwk).toMatchObject({ sealed: 'A256GCM' });
    expect(rows[0]!.private_jwk).not.toHaveProperty('d');
    await expect(
      new AccessTokenIssuer(pool, { ...opts, keyEncryptionKey: kek }).issue(claims()),
    ).resolves.toBeDefined();
    await expect(new AccessTokenIssuer(pool, opts).issue(claims())).rejects.toThrow(/SIGNING_KEY_ENCRYPTION_KEY/);
    await expect(
      new AccessTokenIssuer(pool, { ...opts, keyEncryptionKey: randomBytes(32) }).issue(claims()),
    ).rejects.toThrow();
  });

  it('the JWKS holds public keys only', async () => {
    const jwks = await new AccessTokenIssuer(pool, opts).jwks();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
