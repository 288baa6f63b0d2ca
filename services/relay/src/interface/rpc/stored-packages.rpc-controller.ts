import { Controller, Inject } from '@nestjs/common';
import {
  relayCheckInRpc,
  relayGetPackageRpc,
  relayInventoryRpc,
  relayReleaseRpc,
  relayReturnToSenderRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { metadataFromRpc, Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { requireStaffAt } from '../../application/caller.js';
import { checkInPackage } from '../../application/check-in/check-in-package.handler.js';
import { inventory, packageDetail } from '../../application/inventory/package-views.query.js';
import type { RelayDeps } from '../../application/relay-deps.js';
import { releasePackage } from '../../application/release/release-package.handler.js';
import { returnToSender } from '../../application/return-to-sender/return-to-sender.handler.js';
import { RELAY_DEPS } from '../../relay.tokens.js';

/** Packages stored at a point: every call is checked against the caller's assignment there. */
@Controller()
export class StoredPackagesRpcController {
  constructor(@Inject(RELAY_DEPS) private readonly deps: RelayDeps) {}

  private md(meta: RpcMeta) {
    return metadataFromRpc(meta, this.deps.now());
  }

  @Rpc(relayInventoryRpc)
  async inventory(@RpcPayload() p: RpcRequest<typeof relayInventoryRpc>, @RpcCaller() meta: RpcMeta) {
    await requireStaffAt(this.deps.pool, meta, p.relayPointId);
    return inventory(this.deps.pool, p, this.deps.now());
  }

  @Rpc(relayGetPackageRpc)
  async get(@RpcPayload() p: RpcRequest<typeof relayGetPackageRpc>, @RpcCaller() meta: RpcMeta) {
    await requireStaffAt(this.deps.pool, meta, p.relayPointId);
    return packageDetail(this.deps.pool, p.relayPointId, p.packageId, this.deps.now());
  }

  @Rpc(relayCheckInRpc)
  checkIn(@RpcPayload() p: RpcRequest<typeof relayCheckInRpc>, @RpcCaller() meta: RpcMeta) {
    return checkInPackage(this.deps, meta, p, this.md(meta));
  }

  @Rpc(relayReleaseRpc)
  release(@RpcPayload() p: RpcRequest<typeof relayReleaseRpc>, @RpcCaller() meta: RpcMeta) {
    return releasePackage(this.deps, meta, p, this.md(meta));
  }

  @Rpc(relayReturnToSenderRpc)
  returnToSender(@RpcPayload() p: RpcRequest<typeof relayReturnToSenderRpc>, @RpcCaller() meta: RpcMeta) {
    return returnToSender(this.deps, meta, p, this.md(meta));
  }
}
