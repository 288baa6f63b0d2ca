import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { submitReview } from '../commands/review.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { SubmitReviewCommand } from './submit-review.command.js';

/** Runs SubmitReviewCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(SubmitReviewCommand)
export class SubmitReviewHandler implements ICommandHandler<SubmitReviewCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: SubmitReviewCommand) {
    return submitReview(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
