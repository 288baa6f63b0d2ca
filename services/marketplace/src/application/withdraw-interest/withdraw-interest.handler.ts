import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { withdrawInterest } from '../commands/interest.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { WithdrawInterestCommand } from './withdraw-interest.command.js';

/** Runs WithdrawInterestCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(WithdrawInterestCommand)
export class WithdrawInterestHandler implements ICommandHandler<WithdrawInterestCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: WithdrawInterestCommand) {
    return withdrawInterest(this.deps, requireActor(meta), request.interestId, metadataFromRpc(meta, this.deps.now()));
  }
}
