import {
  adminListCountryRequestsRpc,
  adminSetCountryRequestStatusRpc,
  submitCountryRequestRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { metadataFromRpc, Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { requireAdmin, requireStaff } from '../../application/caller.js';
import { setCountryRequestStatus, submitCountryRequest } from '../../application/commands/country-request.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../../application/marketplace-deps.js';
import { listCountryRequests } from '../../application/queries/country-requests.query.js';
import { Controller, Inject } from '@nestjs/common';

/** Country requests (/request-country): anyone submits; staff read; an admin decides. */
@Controller()
export class CountryRequestsRpcController {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  private md(meta: RpcMeta) {
    return metadataFromRpc(meta, this.deps.now());
  }

  // Country requests (/request-country): anyone submits; staff read; an admin decides.
  @Rpc(submitCountryRequestRpc)
  async submitCountryRequest(@RpcPayload() p: RpcRequest<typeof submitCountryRequestRpc>, @RpcCaller() meta: RpcMeta) {
    return submitCountryRequest(this.deps, meta.actor, p, this.md(meta));
  }

  @Rpc(adminListCountryRequestsRpc)
  async adminListCountryRequests(
    @RpcPayload() p: RpcRequest<typeof adminListCountryRequestsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    requireStaff(meta);
    return listCountryRequests(this.deps.pool, p);
  }

  @Rpc(adminSetCountryRequestStatusRpc)
  async adminSetCountryRequestStatus(
    @RpcPayload() p: RpcRequest<typeof adminSetCountryRequestStatusRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return setCountryRequestStatus(this.deps, requireAdmin(meta), p.requestId, p.status, p.note ?? null, this.md(meta));
  }
}
