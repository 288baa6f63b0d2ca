import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAllowed } from '../caller.js';
import { moderateReview } from '../commands/review.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { HideReviewCommand } from './hide-review.command.js';

/** Runs HideReviewCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(HideReviewCommand)
export class HideReviewHandler implements ICommandHandler<HideReviewCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: HideReviewCommand) {
    return moderateReview(
      this.deps,
      requireAllowed(meta, 'reviews.moderate'),
      'hide_review',
      request,
      meta,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
