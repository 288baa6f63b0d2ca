import {
  adminListCountryRequestsRpc,
  adminSetCountryRequestStatusRpc,
  submitCountryRequestRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SubmitCountryRequestCommand } from '../../application/submit-country-request/submit-country-request.command.js';
import { AdminListCountryRequestsQuery } from '../../application/admin-list-country-requests/admin-list-country-requests.query.js';
import { AdminSetCountryRequestStatusCommand } from '../../application/admin-set-country-request-status/admin-set-country-request-status.command.js';

/** Country requests (/request-country): anyone submits; staff read; an admin decides. */
@Controller()
export class CountryRequestsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  // Country requests (/request-country): anyone submits; staff read; an admin decides.
  @Rpc(submitCountryRequestRpc)
  submitCountryRequest(@RpcPayload() req: RpcRequest<typeof submitCountryRequestRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new SubmitCountryRequestCommand(req, meta));
  }

  @Rpc(adminListCountryRequestsRpc)
  adminListCountryRequests(
    @RpcPayload() req: RpcRequest<typeof adminListCountryRequestsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.queries.execute(new AdminListCountryRequestsQuery(req, meta));
  }

  @Rpc(adminSetCountryRequestStatusRpc)
  adminSetCountryRequestStatus(
    @RpcPayload() req: RpcRequest<typeof adminSetCountryRequestStatusRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new AdminSetCountryRequestStatusCommand(req, meta));
  }
}
