import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { expressInterest } from '../commands/interest.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { ExpressInterestCommand } from './express-interest.command.js';

/** Runs ExpressInterestCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ExpressInterestCommand)
export class ExpressInterestHandler implements ICommandHandler<ExpressInterestCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ExpressInterestCommand) {
    return expressInterest(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
