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
import { metadataFromRpc, Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { requireActor } from '../../application/caller.js';
import {
  acceptInterest,
  expressInterest,
  rejectInterest,
  withdrawInterest,
} from '../../application/commands/interest.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../../application/marketplace-deps.js';
import { listInterests } from '../../application/queries/interest-views.query.js';
import { Controller, Inject } from '@nestjs/common';

/** The interest aggregate: a traveler's offer to carry a shipment and the sender's answer. */
@Controller()
export class InterestsRpcController {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  private md(meta: RpcMeta) {
    return metadataFromRpc(meta, this.deps.now());
  }

  // Interests
  @Rpc(expressInterestRpc)
  async expressInterest(@RpcPayload() p: RpcRequest<typeof expressInterestRpc>, @RpcCaller() meta: RpcMeta) {
    return expressInterest(this.deps, requireActor(meta), p, this.md(meta));
  }

  @Rpc(withdrawInterestRpc)
  async withdrawInterest(@RpcPayload() p: RpcRequest<typeof withdrawInterestRpc>, @RpcCaller() meta: RpcMeta) {
    return withdrawInterest(this.deps, requireActor(meta), p.interestId, this.md(meta));
  }

  @Rpc(rejectInterestRpc)
  async rejectInterest(@RpcPayload() p: RpcRequest<typeof rejectInterestRpc>, @RpcCaller() meta: RpcMeta) {
    return rejectInterest(this.deps, requireActor(meta), p.interestId, this.md(meta));
  }

  @Rpc(acceptInterestRpc)
  async acceptInterest(@RpcPayload() p: RpcRequest<typeof acceptInterestRpc>, @RpcCaller() meta: RpcMeta) {
    return acceptInterest(this.deps, requireActor(meta), p.interestId, this.md(meta));
  }

  @Rpc(listMyInterestsRpc)
  async listMyInterests(@RpcPayload() p: RpcRequest<typeof listMyInterestsRpc>, @RpcCaller() meta: RpcMeta) {
    return listInterests(this.deps.pool, { travelerId: requireActor(meta).userId, status: p.status }, p);
  }

  @Rpc(listInterestsOnMyShipmentsRpc)
  async listInterestsOnMyShipments(
    @RpcPayload() p: RpcRequest<typeof listInterestsOnMyShipmentsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return listInterests(
      this.deps.pool,
      { senderId: requireActor(meta).userId, shipmentId: p.shipmentId, status: p.status },
      p,
    );
  }
}
