import { paymentsGetSettingsRpc, paymentsUpdateSettingsRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetSettingsQuery } from '../../application/get-settings/get-settings.query.js';
import { UpdateSettingsCommand } from '../../application/update-settings/update-settings.command.js';

/** Finance settings (admin only): fees and the payout hold. */
@Controller()
export class PaymentSettingsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  // ---- finance operations (admin only)
  @Rpc(paymentsGetSettingsRpc)
  getSettings(@RpcPayload() req: RpcRequest<typeof paymentsGetSettingsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetSettingsQuery(req, meta));
  }

  @Rpc(paymentsUpdateSettingsRpc)
  updateSettings(@RpcPayload() req: RpcRequest<typeof paymentsUpdateSettingsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new UpdateSettingsCommand(req, meta));
  }
}
