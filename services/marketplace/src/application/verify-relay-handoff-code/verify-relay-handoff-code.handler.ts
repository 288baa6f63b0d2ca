import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { verifyRelayCode } from '../commands/verify-relay-code.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { VerifyRelayHandoffCodeCommand } from './verify-relay-handoff-code.command.js';

/** Runs VerifyRelayHandoffCodeCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(VerifyRelayHandoffCodeCommand)
export class VerifyRelayHandoffCodeHandler implements ICommandHandler<VerifyRelayHandoffCodeCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: VerifyRelayHandoffCodeCommand) {
    return verifyRelayCode(this.deps, meta, request, metadataFromRpc(meta, this.deps.now()));
  }
}
