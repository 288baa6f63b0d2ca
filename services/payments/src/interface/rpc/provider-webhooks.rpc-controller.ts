import { paymentsHandleProviderWebhookRpc, type RpcMeta, type RpcRequest } from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { handleProviderWebhook } from '../../application/handle-provider-webhook/handle-provider-webhook.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../../application/payments-deps.js';
import { Controller, Inject } from '@nestjs/common';

/** Payment provider webhooks forwarded by the gateway, verified over their raw body. */
@Controller()
export class ProviderWebhooksRpcController {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  @Rpc(paymentsHandleProviderWebhookRpc)
  async handleProviderWebhook(
    @RpcPayload() p: RpcRequest<typeof paymentsHandleProviderWebhookRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    const { duplicate } = await handleProviderWebhook(this.deps, p.rawBody, p.signature, meta.correlationId);
    return { received: true as const, duplicate };
  }
}
