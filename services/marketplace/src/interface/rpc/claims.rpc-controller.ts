import { Controller, Inject } from '@nestjs/common';
import {
  answerClaimRpc,
  can,
  fileClaimRpc,
  getClaimRpc,
  myClaimsRpc,
  staffClaimsRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { metadataFromRpc, Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { requireActor, requireAllowed } from '../../application/caller.js';
import { answerClaim, fileClaim } from '../../application/commands/claim.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../../application/marketplace-deps.js';
import { claimFor, myClaims, staffClaims } from '../../application/queries/claims.query.js';

/** Claims: the sender files, the traveler answers, both read; staff read every claim. */
@Controller()
export class ClaimsRpcController {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  private md(meta: RpcMeta) {
    return metadataFromRpc(meta, this.deps.now());
  }

  @Rpc(fileClaimRpc)
  file(@RpcPayload() p: RpcRequest<typeof fileClaimRpc>, @RpcCaller() meta: RpcMeta) {
    return fileClaim(this.deps, requireActor(meta), p, this.md(meta));
  }

  @Rpc(answerClaimRpc)
  answer(@RpcPayload() p: RpcRequest<typeof answerClaimRpc>, @RpcCaller() meta: RpcMeta) {
    return answerClaim(this.deps, requireActor(meta), p, this.md(meta));
  }

  @Rpc(myClaimsRpc)
  async mine(@RpcCaller() meta: RpcMeta) {
    return { items: await myClaims(this.deps.pool, requireActor(meta).userId) };
  }

  @Rpc(getClaimRpc)
  one(@RpcPayload() p: RpcRequest<typeof getClaimRpc>, @RpcCaller() meta: RpcMeta) {
    const actor = requireActor(meta);
    return claimFor(this.deps.pool, p.claimId, actor.userId, can(actor.role, 'claims.read'));
  }

  @Rpc(staffClaimsRpc)
  async staff(@RpcPayload() p: RpcRequest<typeof staffClaimsRpc>, @RpcCaller() meta: RpcMeta) {
    requireAllowed(meta, 'claims.read');
    return { items: await staffClaims(this.deps.pool, p.status) };
  }
}
