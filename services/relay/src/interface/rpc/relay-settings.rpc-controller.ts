import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  relayGetSettingsRpc,
  relayPublicStorageLimitsRpc,
  relayUpdateSettingsRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { AdminGetSettingsQuery } from '../../application/admin-get-settings/admin-get-settings.query.js';
import { GetPublicStorageLimitsQuery } from '../../application/get-public-storage-limits/get-public-storage-limits.query.js';
import { AdminUpdateSettingsCommand } from '../../application/admin-update-settings/admin-update-settings.command.js';

/** The relay's system settings (storage limits): admins and finance read, admins change; the limits in force are public. */
@Controller()
export class RelaySettingsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(relayGetSettingsRpc)
  getSettings(@RpcPayload() req: RpcRequest<typeof relayGetSettingsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new AdminGetSettingsQuery(req, meta));
  }

  @Rpc(relayPublicStorageLimitsRpc)
  publicStorageLimits(@RpcPayload() req: RpcRequest<typeof relayPublicStorageLimitsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetPublicStorageLimitsQuery(req, meta));
  }

  @Rpc(relayUpdateSettingsRpc)
  updateSettings(@RpcPayload() req: RpcRequest<typeof relayUpdateSettingsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AdminUpdateSettingsCommand(req, meta));
  }
}
