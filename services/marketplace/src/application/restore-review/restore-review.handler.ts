import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAllowed } from '../caller.js';
import { moderateReview } from '../commands/review.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { RestoreReviewCommand } from './restore-review.command.js';

/** Runs RestoreReviewCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RestoreReviewCommand)
export class RestoreReviewHandler implements ICommandHandler<RestoreReviewCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: RestoreReviewCommand) {
    return moderateReview(
      this.deps,
      requireAllowed(meta, 'reviews.moderate'),
      'restore_review',
      request,
      meta,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
