import { paymentsHandleProviderWebhookRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandleProviderWebhookCommand } from '../../application/handle-provider-webhook/handle-provider-webhook.command.js';

/** Payment provider webhooks forwarded by the gateway, verified over their raw body. */
@Controller()
export class ProviderWebhooksRpcController {
  constructor(private readonly commands: CommandBus) {}

  @Rpc(paymentsHandleProviderWebhookRpc)
  handleProviderWebhook(
    @RpcPayload() req: RpcRequest<typeof paymentsHandleProviderWebhookRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new HandleProviderWebhookCommand(req, meta));
  }
}
