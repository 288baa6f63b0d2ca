import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleProviderWebhook } from '../handle-provider-webhook/handle-provider-webhook.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { HandleProviderWebhookCommand } from './handle-provider-webhook.command.js';

/** Runs HandleProviderWebhookCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(HandleProviderWebhookCommand)
export class HandleProviderWebhookHandler implements ICommandHandler<HandleProviderWebhookCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: HandleProviderWebhookCommand) {
    const { duplicate } = await handleProviderWebhook(
      this.deps,
      request.rawBody,
      request.signature,
      meta.correlationId,
    );
    return { received: true as const, duplicate };
  }
}
