import { getJwksRpc, loginRpc, logoutRpc, refreshRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { LoginCommand } from '../../application/login/login.command.js';
import { RefreshSessionCommand } from '../../application/refresh-session/refresh-session.command.js';
import { LogoutCommand } from '../../application/logout/logout.command.js';
import { GetJwksQuery } from '../../application/get-jwks/get-jwks.query.js';

/** Sessions: sign-in, token refresh and sign-out, and the public keys that verify access tokens. */
@Controller()
export class SessionsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(loginRpc)
  login(@RpcPayload() req: RpcRequest<typeof loginRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new LoginCommand(req, meta));
  }

  @Rpc(refreshRpc)
  refresh(@RpcPayload() req: RpcRequest<typeof refreshRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RefreshSessionCommand(req, meta));
  }

  @Rpc(logoutRpc)
  logout(@RpcPayload() req: RpcRequest<typeof logoutRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new LogoutCommand(req, meta));
  }

  @Rpc(getJwksRpc)
  getJwks(@RpcPayload() req: RpcRequest<typeof getJwksRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetJwksQuery(req, meta));
  }
}
