import { authErrors } from '@oneway/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthenticated, type AccessTokenVerifier, type VerifiedAccessToken } from '../../../application/sessions.js';
import type { DenyList } from '../../../application/sessions.js';

const BEARER = 'Bearer ';
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Who the caller is comes from exactly one place: a bearer access token whose signature,
 * algorithm, issuer, audience and expiry check out and that the deny-list has not revoked.
 * Identity or role claims in other headers, cookies, query or body (the prototype's
 * `x-supabase-*`, `admin-request`, `force-admin`, a bare e-mail as "token") are never read.
 * One instance serves the access guard of every Nest route and the Fastify routes outside
 * Nest's pipeline (`GET /api/user`).
 */
export class RequestAuthenticator {
  /**
   * Each connection's last Authorization header with its verification: a browser's keep-alive
   * connection sends the same header with every request, and comparing it with the last one
   * costs less than finding the token in the verifier's cache. Expiry and the deny-list are
   * still checked on every request.
   */
  private readonly lastOnConnection = new WeakMap<object, { header: string; token: VerifiedAccessToken }>();

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly denyList: DenyList,
  ) {}

  /** Null when no Authorization header was sent; throws 401 when one was sent and is not a valid session. */
  async authenticate(req: FastifyRequest): Promise<VerifiedAccessToken | null> {
    const header = req.headers.authorization;
    if (header === undefined) return null;
    const connection = req.raw.socket as object | null;
    const last = connection && this.lastOnConnection.get(connection);
    let token = last?.header === header && this.verifier.isCurrent(last.token) ? last.token : undefined;
    if (!token) {
      const sent = header.startsWith(BEARER) ? header.slice(BEARER.length) : '';
      // A token verified before is answered from the verifier's cache without a promise; only a
      // new one is checked for its shape (a cached one is equal to a token that had it).
      token = this.verifier.cached(sent);
      if (!token) {
        if (!COMPACT_JWS.test(sent)) throw unauthenticated('Send the access token as "Authorization: Bearer <token>".');
        token = await this.verifier.verify(sent);
      }
      if (connection) this.lastOnConnection.set(connection, { header, token });
    }
    const verdict = this.denyList.check(token);
    if (verdict !== 'allowed') throw authErrors.sessionRevoked();
    return token;
  }

  /** As `authenticate`, for a route that needs a session: 401 without one. */
  async require(req: FastifyRequest): Promise<VerifiedAccessToken> {
    const auth = await this.authenticate(req);
    if (!auth) throw unauthenticated();
    return auth;
  }
}
