import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { rejectInterest } from '../commands/interest.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { RejectInterestCommand } from './reject-interest.command.js';

/** Runs RejectInterestCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RejectInterestCommand)
export class RejectInterestHandler implements ICommandHandler<RejectInterestCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: RejectInterestCommand) {
    return rejectInterest(this.deps, requireActor(meta), request.interestId, metadataFromRpc(meta, this.deps.now()));
  }
}
