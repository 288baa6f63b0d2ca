import {
  acceptInterestRpc,
  expressInterestRpc,
  listInterestsOnMyShipmentsRpc,
  listMyInterestsRpc,
  rejectInterestRpc,
  withdrawInterestRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ExpressInterestCommand } from '../../application/express-interest/express-interest.command.js';
import { WithdrawInterestCommand } from '../../application/withdraw-interest/withdraw-interest.command.js';
import { RejectInterestCommand } from '../../application/reject-interest/reject-interest.command.js';
import { AcceptInterestCommand } from '../../application/accept-interest/accept-interest.command.js';
import { ListMyInterestsQuery } from '../../application/list-my-interests/list-my-interests.query.js';
import { ListInterestsOnMyShipmentsQuery } from '../../application/list-interests-on-my-shipments/list-interests-on-my-shipments.query.js';

/** The interest aggregate: a traveler's offer to carry a shipment and the sender's answer. */
@Controller()
export class InterestsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  // Interests
  @Rpc(expressInterestRpc)
  expressInterest(@RpcPayload() req: RpcRequest<typeof expressInterestRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new ExpressInterestCommand(req, meta));
  }

  @Rpc(withdrawInterestRpc)
  withdrawInterest(@RpcPayload() req: RpcRequest<typeof withdrawInterestRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new WithdrawInterestCommand(req, meta));
  }

  @Rpc(rejectInterestRpc)
  rejectInterest(@RpcPayload() req: RpcRequest<typeof rejectInterestRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RejectInterestCommand(req, meta));
  }

  @Rpc(acceptInterestRpc)
  acceptInterest(@RpcPayload() req: RpcRequest<typeof acceptInterestRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AcceptInterestCommand(req, meta));
  }

  @Rpc(listMyInterestsRpc)
  listMyInterests(@RpcPayload() req: RpcRequest<typeof listMyInterestsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListMyInterestsQuery(req, meta));
  }

  @Rpc(listInterestsOnMyShipmentsRpc)
  listInterestsOnMyShipments(
    @RpcPayload() req: RpcRequest<typeof listInterestsOnMyShipmentsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.queries.execute(new ListInterestsOnMyShipmentsQuery(req, meta));
  }
}
