import { getJwksRpc, loginRpc, logoutRpc, refreshRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { type IdentityDeps, IDENTITY_DEPS } from '../../application/identity-deps.js';
import { login } from '../../application/login/login.handler.js';
import { logout } from '../../application/logout/logout.handler.js';
import { refreshSession } from '../../application/refresh-session/refresh-session.handler.js';
import { Controller, Inject } from '@nestjs/common';

/** Sessions: sign-in, token refresh and sign-out, and the public keys that verify access tokens. */
@Controller()
export class SessionsRpcController {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  @Rpc(loginRpc)
  login(@RpcPayload() req: RpcRequest<typeof loginRpc>, @RpcCaller() meta: RpcMeta) {
    return login(this.deps, req, meta);
  }

  @Rpc(refreshRpc)
  refresh(@RpcPayload() req: RpcRequest<typeof refreshRpc>, @RpcCaller() meta: RpcMeta) {
    return refreshSession(this.deps, req, meta);
  }

  @Rpc(logoutRpc)
  logout(@RpcPayload() req: RpcRequest<typeof logoutRpc>, @RpcCaller() meta: RpcMeta) {
    return logout(this.deps, req, meta);
  }

  @Rpc(getJwksRpc)
  getJwks() {
    return this.deps.tokens.jwks();
  }
}
