import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { getCurrentUserRpc, type Role, authErrors } from '@oneway/contracts';
import type { RpcClient } from '@oneway/service-kit/edge';
import type { FastifyRequest } from 'fastify';
import type { SessionUserReadModel } from '../../../application/sessions.js';
import { REQUEST_AUTHENTICATOR, RPC_CLIENT, SESSION_USERS } from '../../../gateway.tokens.js';
import type { RequestAuthenticator } from './request-authenticator.js';
import { gatewayState, rpcMetaOf } from '../http-request.js';
import { PUBLIC_ROUTE, REQUIRED_ROLES, VERIFIED_EMAIL_FOR } from './access-policy.decorators.js';

/** What a route's decorators ask of its caller. */
interface RoutePolicy {
  isPublic: boolean;
  roles: readonly Role[] | undefined;
  verifiedEmailFor: string | undefined;
}

/**
 * Every Nest route's access policy: a verified session (the request authenticator decides who
 * the caller is) unless the route is public, then the route's roles and e-mail verification.
 */
@Injectable()
export class AccessTokenGuard implements CanActivate {
  /** By controller class, then handler: a method a base class shares takes each subclass's decorators. */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(REQUEST_AUTHENTICATOR) private readonly authenticator: RequestAuthenticator,
    @Inject(SESSION_USERS) private readonly sessionUsers: SessionUserReadModel,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const { isPublic, roles, verifiedEmailFor } = this.policyOf(context);

    if (isPublic) {
      // Optional identity: a bad token on a public route is simply no identity.
      gatewayState(req).auth = await this.authenticator.authenticate(req).catch(() => null);
      return true;
    }
    const auth = await this.authenticator.require(req);
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
}
