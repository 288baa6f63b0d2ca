import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { acceptInterest } from '../commands/interest.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { AcceptInterestCommand } from './accept-interest.command.js';

/** Runs AcceptInterestCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AcceptInterestCommand)
export class AcceptInterestHandler implements ICommandHandler<AcceptInterestCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: AcceptInterestCommand) {
    return acceptInterest(this.deps, requireActor(meta), request.interestId, metadataFromRpc(meta, this.deps.now()));
  }
}
