import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleVerificationWebhook } from '../verification/verification.handlers.js';
import { type IdentityDeps, IDENTITY_DEPS } from '../identity-deps.js';
import { HandleVerificationWebhookCommand } from './handle-verification-webhook.command.js';

/** Runs HandleVerificationWebhookCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(HandleVerificationWebhookCommand)
export class HandleVerificationWebhookHandler implements ICommandHandler<HandleVerificationWebhookCommand> {
  constructor(@Inject(IDENTITY_DEPS) private readonly deps: IdentityDeps) {}

  async execute({ request, meta }: HandleVerificationWebhookCommand) {
    // No caller: the signature over the raw body is the only credential.
    void meta;
    return handleVerificationWebhook(this.deps, request.rawBody, request.signature);
  }
}
