import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { getCurrentUserRpc, type Role, authErrors } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import { unauthenticated, type AccessTokenVerifier, type VerifiedAccessToken } from '../../../application/sessions.js';
import type { DenyList } from '../../../application/sessions.js';
import type { SessionUserReadModel } from '../../../application/sessions.js';
import { ACCESS_TOKEN_VERIFIER, DENY_LIST, RPC_CLIENT, SESSION_USERS } from '../../../gateway.tokens.js';
import { gatewayState, rpcMetaOf } from '../http-request.js';
import { PUBLIC_ROUTE, REQUIRED_ROLES, VERIFIED_EMAIL_FOR } from './access-policy.decorators.js';

const BEARER = 'Bearer ';
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** What a route's decorators ask of its caller. */
interface RoutePolicy {
  isPublic: boolean;
  roles: readonly Role[] | undefined;
  verifiedEmailFor: string | undefined;
}

/**
 * Who the caller is comes from exactly one place: a bearer access token whose signature,
 * algorithm, issuer, audience and expiry check out and that the deny-list has not revoked.
 * Identity or role claims in other headers, cookies, query or body (the prototype's
 * `x-supabase-*`, `admin-request`, `force-admin`, a bare e-mail as "token") are never read.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  /** By controller class, then handler: a method a base class shares takes each subclass's decorators. */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();
  /**
   * Each connection's last Authorization header with its verification: a browser's keep-alive
   * connection sends the same header with every request, and comparing it with the last one
   * costs less than finding the token in the verifier's cache. Expiry and the deny-list are
   * still checked on every request.
   */
  private readonly lastOnConnection = new WeakMap<object, { header: string; token: VerifiedAccessToken }>();

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier,
    @Inject(DENY_LIST) private readonly denyList: DenyList,
    @Inject(SESSION_USERS) private readonly sessionUsers: SessionUserReadModel,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const { isPublic, roles, verifiedEmailFor } = this.policyOf(context);

    if (isPublic) {
      // Optional identity: a bad token on a public route is simply no identity.
      gatewayState(req).auth = await this.authenticate(req).catch(() => null);
      return true;
    }
    const auth = await this.authenticate(req);
    if (!auth) throw unauthenticated();
    gatewayState(req).auth = auth;
    if (roles && !roles.includes(auth.actor.role)) {
      throw authErrors.forbidden();
    }
    if (verifiedEmailFor) await this.requireVerifiedEmail(req, verifiedEmailFor);
    return true;
  }

  /**
   * The route's access policy from its decorators, read once per handler: decorators are fixed
   * at boot, and three metadata lookups on every request were a measurable part of a signed-in
   * read's CPU.
   */
  private policyOf(context: ExecutionContext): RoutePolicy {
    const [handler, controller] = [context.getHandler(), context.getClass()];
    let ofController = this.policies.get(controller);
    if (!ofController) this.policies.set(controller, (ofController = new WeakMap()));
    const known = ofController.get(handler);
    if (known) return known;
    const targets = [handler, controller];
    const policy: RoutePolicy = {
      isPublic: this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false,
      roles: this.reflector.getAllAndOverride<readonly Role[]>(REQUIRED_ROLES, targets),
      verifiedEmailFor: this.reflector.getAllAndOverride<string>(VERIFIED_EMAIL_FOR, targets),
    };
    ofController.set(handler, policy);
    return policy;
  }

  /** Identity decides (read model of signed-in users; an RPC on a miss), never the client. */
  private async requireVerifiedEmail(req: FastifyRequest, action: string): Promise<void> {
    const meta = rpcMetaOf(req);
    const user = await this.sessionUsers.get(meta.actor!.userId, () => this.rpc.call(getCurrentUserRpc, {}, meta));
    if (!user.emailVerified) throw authErrors.emailVerificationRequired(action);
  }

  /** Null when no Authorization header was sent; throws 401 when one was sent and is not a valid session. */
  private async authenticate(req: FastifyRequest): Promise<VerifiedAccessToken | null> {
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
}
