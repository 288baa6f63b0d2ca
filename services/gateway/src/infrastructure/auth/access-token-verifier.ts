import { actorSchema, DomainError, roleSchema, type Actor, authErrors } from '@oneway/contracts';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWK } from 'jose';
import { z } from 'zod';

/** Where the identity service's public keys come from (an RPC call in production). */
export type JwksSource = () => Promise<JSONWebKeySet>;

export interface VerifiedAccessToken {
  actor: Actor & { sessionId: string };
  /** Issued-at in seconds; compared with per-user revocation cut-offs. */
  issuedAt: number;
  expiresAt: number;
}

/** Only what the gateway needs from the token; anything else in it is ignored. */
const accessClaimsSchema = z.object({
  sub: z.uuid(),
  role: roleSchema,
  sid: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
});

/** Asymmetric signature algorithms only: a shared-secret (HS*) or `none` token is never accepted. */
const ASYMMETRIC_ALGS = new Set([
  'EdDSA',
  'Ed25519',
  'ES256',
  'ES384',
  'ES512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
]);

/** A compact JWS's last part; the whole text when it has no dot (it will not verify). */
const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);

export const unauthenticated = (message = 'You are not signed in.') => authErrors.unauthenticated(message);

/**
 * Verifies access tokens locally (no call per request). Keys come from the identity
 * service and are cached; a token signed with an unknown `kid` triggers one refetch (key
 * rotation), at most once per `minRefetchMs` so garbage kids cannot hammer identity.
 * The accepted algorithms are exactly those of the published keys.
 */
export class AccessTokenVerifier {
  private keys: { set: ReturnType<typeof createLocalJWKSet>; algorithms: string[]; kids: Set<string> } | null = null;
  private loading: Promise<void> | null = null;
  private lastFetch = 0;
  /**
   * Tokens already verified, until they expire: a browser sends the same token for its whole
   * 15-minute life and an Ed25519 check is the gateway's largest per-request cost. Keyed by the
   * signature (hashing the whole token was a measurable share of a signed-in read), and a hit is
   * a token equal to the one verified, character for character. Bounded; the oldest entry goes
   * first. Revocation is not cached (the deny-list is checked on every request).
   */
  private readonly verified = new Map<string, { token: string; verified: VerifiedAccessToken }>();

  constructor(
    private readonly source: JwksSource,
    private readonly opts: {
      issuer: string;
      audience: string;
      clockToleranceSeconds: number;
      minRefetchMs?: number;
      cacheSize?: number;
    },
  ) {}

  /** The token's verification if it was verified before and has not expired since; else undefined. */
  cached(token: string): VerifiedAccessToken | undefined {
    const key = signatureOf(token);
    const entry = this.verified.get(key);
    if (entry?.token !== token) return undefined;
    if (this.isCurrent(entry.verified)) return entry.verified;
    this.verified.delete(key);
    return undefined;
  }

  /** Whether a verification is still within its token's life (with the clock tolerance). */
  isCurrent(verified: VerifiedAccessToken): boolean {
    return verified.expiresAt + this.opts.clockToleranceSeconds > Date.now() / 1000;
  }

  async verify(token: string): Promise<VerifiedAccessToken> {
    const cached = this.cached(token);
    if (cached) return cached;
    const result = await this.verifyUncached(token);
    if (this.verified.size >= (this.opts.cacheSize ?? 10_000)) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(signatureOf(token), { token, verified: result });
    return result;
  }

  private async verifyUncached(token: string): Promise<VerifiedAccessToken> {
    if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) throw unauthenticated('The access token is malformed.');
    await this.ensureKeys();
    try {
      return await this.verifyWithCurrentKeys(token);
    } catch (err) {
      if (err instanceof joseErrors.JWKSNoMatchingKey && this.mayRefetch()) {
        await this.refresh();
        return this.verifyWithCurrentKeys(token).catch((e: unknown) => {
          throw this.toDomainError(e);
        });
      }
      throw this.toDomainError(err);
    }
  }

  /** Drops the cached keys (used when identity announces a rotation, and by tests). */
  async refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = null));
    await this.loading;
  }

  private async verifyWithCurrentKeys(token: string): Promise<VerifiedAccessToken> {
    const keys = this.keys!;
    const { payload } = await jwtVerify(token, keys.set, {
      algorithms: keys.algorithms,
      issuer: this.opts.issuer,
      audience: this.opts.audience,
      clockTolerance: this.opts.clockToleranceSeconds,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const claims = accessClaimsSchema.safeParse(payload);
    if (!claims.success) throw unauthenticated('The access token is not valid.');
    const actor = actorSchema.parse({ userId: claims.data.sub, role: claims.data.role, sessionId: claims.data.sid });
    return { actor: { ...actor, sessionId: claims.data.sid }, issuedAt: claims.data.iat, expiresAt: claims.data.exp };
  }

  private async ensureKeys(): Promise<void> {
    if (!this.keys) await this.refresh();
  }

  private mayRefetch(): boolean {
    return Date.now() - this.lastFetch >= (this.opts.minRefetchMs ?? 30_000);
  }

  private async load(): Promise<void> {
    this.lastFetch = Date.now();
    const jwks = await this.source();
    const usable = jwks.keys.filter((k: JWK) => typeof k.alg === 'string' && ASYMMETRIC_ALGS.has(k.alg) && !k.d);
    if (!usable.length) throw authErrors.keysUnavailable();
    this.keys = {
      set: createLocalJWKSet({ keys: usable }),
      algorithms: [...new Set(usable.map((k) => k.alg!))],
      kids: new Set(usable.map((k) => k.kid).filter((k): k is string => !!k)),
    };
  }

  private toDomainError(err: unknown): DomainError {
    if (err instanceof DomainError) return err;
    if (err instanceof joseErrors.JWTExpired) return unauthenticated('Your session has expired. Please sign in again.');
    if (err instanceof joseErrors.JOSEError) return unauthenticated('The access token is not valid.');
    throw err;
  }
}
