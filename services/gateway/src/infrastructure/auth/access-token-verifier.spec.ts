import { randomUUID } from 'node:crypto';
import { DomainError } from '@oneway/contracts';
import { exportJWK, generateKeyPair } from 'jose';
import {
  AUDIENCE,
  ISSUER,
  makeSigningKey,
  signAccessToken,
  standardClaims,
  unsignedToken,
} from '../../../test/support/test-keys.js';
import { AccessTokenVerifier } from './access-token-verifier.js';

const options = { issuer: ISSUER, audience: AUDIENCE, clockToleranceSeconds: 5, minRefetchMs: 60_000 };

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DomainError) return `${err.kind}:${err.code}`;
    throw err;
  }
  return 'ok';
}

describe('AccessTokenVerifier', () => {
  it('given a token signed by a published key, when verified, then the actor is the token’s sub, role and sid', async () => {
    const key = await makeSigningKey();
    const verifier = new AccessTokenVerifier(async () => ({ keys: [key.publicJwk] }), options);
    const sub = randomUUID();
    const sid = randomUUID();
    const verified = await verifier.verify(await signAccessToken(key, { sub, role: 'moderator', sid }));
    expect(verified.actor).toEqual({ userId: sub, role: 'moderator', sessionId: sid });
  });

  it('given alg none, when verified, then unauthorized', async () => {
    const key = await makeSigningKey();
    const verifier = new AccessTokenVerifier(async () => ({ keys: [key.publicJwk] }), options);
    expect(await codeOf(verifier.verify(unsignedToken(standardClaims())))).toBe('unauthorized:AUTH.UNAUTHENTICATED');
  });

  it('given published keys without alg or with a private part, when loaded, then they are ignored (no key, no acceptance)', async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
    const noAlg = { ...(await exportJWK(publicKey)), kid: 'a' };
    const withPrivate = { ...(await exportJWK(privateKey)), kid: 'b', alg: 'EdDSA' };
    const verifier = new AccessTokenVerifier(async () => ({ keys: [noAlg, withPrivate] }), options);
    expect(await codeOf(verifier.verify(await signAccessToken(await makeSigningKey('a'))))).toBe(
      'unavailable:AUTH.KEYS_UNAVAILABLE',
    );
  });

  it('given an unknown kid, when verified twice within the refetch interval, then the keys are fetched only once more', async () => {
    const key = await makeSigningKey();
    let fetches = 0;
    const verifier = new AccessTokenVerifier(async () => {
      fetches++;
      return { keys: [key.publicJwk] };
    }, options);
    await verifier.verify(await signAccessToken(key));
    const stranger = await makeSigningKey();
    expect(await codeOf(verifier.verify(await signAccessToken(stranger)))).toBe('unauthorized:AUTH.UNAUTHENTICATED');
    expect(await codeOf(verifier.verify(await signAccessToken(stranger)))).toBe('unauthorized:AUTH.UNAUTHENTICATED');
    expect(fetches).toBe(1); // the first fetch is within the interval: no refetch storm
  });

  it('given a garbage string, when verified, then unauthorized without fetching keys', async () => {
    let fetches = 0;
    const verifier = new AccessTokenVerifier(async () => {
      fetches++;
      return { keys: [] };
    }, options);
    expect(await codeOf(verifier.verify('user@example.com'))).toBe('unauthorized:AUTH.UNAUTHENTICATED');
    expect(fetches).toBe(0);
  });
});

describe('AccessTokenVerifier cache', () => {
  it('given a token verified once, when it expires, then the cached result is not used any more', async () => {
    const key = await makeSigningKey();
    const verifier = new AccessTokenVerifier(async () => ({ keys: [key.publicJwk] }), {
      ...options,
      clockToleranceSeconds: 0,
    });
    const token = await signAccessToken(key, { expiresIn: 1 });
    expect(verifier.cached(token)).toBeUndefined();
    expect(await codeOf(verifier.verify(token))).toBe('ok');
    // The guard's synchronous path: a token seen before is answered without a promise.
    expect(verifier.cached(token)?.actor).toEqual((await verifier.verify(token)).actor);
    expect(await codeOf(verifier.verify(token))).toBe('ok');
    await new Promise((r) => setTimeout(r, 1100));
    expect(verifier.cached(token)).toBeUndefined();
    expect(await codeOf(verifier.verify(token))).toBe('unauthorized:AUTH.UNAUTHENTICATED');
  });

  it('given a full cache, when a new token arrives, then the oldest entry is evicted and still verifies afresh', async () => {
    const key = await makeSigningKey();
    const verifier = new AccessTokenVerifier(async () => ({ keys: [key.publicJwk] }), { ...options, cacheSize: 2 });
    const tokens = await Promise.all([1, 2, 3].map(() => signAccessToken(key)));
    for (const t of tokens) expect(await codeOf(verifier.verify(t))).toBe('ok');
    expect(await codeOf(verifier.verify(tokens[0]!))).toBe('ok');
  });

  it('given a tampered copy of a cached token, when verified, then it is checked on its own and refused', async () => {
    const key = await makeSigningKey();
    const verifier = new AccessTokenVerifier(async () => ({ keys: [key.publicJwk] }), options);
    const token = await signAccessToken(key);
    await verifier.verify(token);
    const [h, p, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${sig}`;
    expect(verifier.cached(forged)).toBeUndefined();
    expect(await codeOf(verifier.verify(forged))).toBe('unauthorized:AUTH.UNAUTHENTICATED');
    // The cache is keyed by the signature the two share: the refused copy displaced nothing.
    expect(verifier.cached(token)?.actor.role).toBe(claims.role);
  });
});
