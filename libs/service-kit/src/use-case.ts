import { Command, Query } from '@nestjs/cqrs';
import type { RpcMeta, RpcRequest, RpcResponse } from '@oneway/contracts';

/**
 * A command made from one RPC message: the request as the contract checked it, and the caller
 * as the gateway established it. `CommandBus.execute` answers the contract's response type.
 * A use case declares `export class BanUserCommand extends RpcCommand<typeof adminBanUserRpc> {}`.
 */
export abstract class RpcCommand<C> extends Command<RpcResponse<C>> {
  constructor(
    readonly request: RpcRequest<C>,
    readonly meta: RpcMeta,
  ) {
    super();
  }
}

/** A query made from one RPC message (see `RpcCommand`); answered through the `QueryBus`. */
export abstract class RpcQuery<C> extends Query<RpcResponse<C>> {
  constructor(
    readonly request: RpcRequest<C>,
    readonly meta: RpcMeta,
  ) {
    super();
  }
}
