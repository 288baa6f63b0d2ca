import { Controller, Inject } from '@nestjs/common';
import { requireStaffAction, resolveClaimRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { metadataFromRpc, Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { resolveClaim } from '../../application/claims/resolve-claim.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../../application/payments-deps.js';
import { requireActor } from '../../application/access.js';

/** Settling a claim moves money: admins only (claims.resolve in the roles matrix). */
@Controller()
export class ClaimsRpcController {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  @Rpc(resolveClaimRpc)
  resolve(@RpcPayload() p: RpcRequest<typeof resolveClaimRpc>, @RpcCaller() meta: RpcMeta) {
    requireActor(meta);
    const admin = requireStaffAction(meta, 'claims.resolve');
    return resolveClaim(this.deps, admin, meta, p, metadataFromRpc(meta, this.deps.clock()));
  }
}
