import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { reportReview } from '../commands/review.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { ReportReviewCommand } from './report-review.command.js';

/** Runs ReportReviewCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ReportReviewCommand)
export class ReportReviewHandler implements ICommandHandler<ReportReviewCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ReportReviewCommand) {
    return reportReview(
      this.deps,
      requireActor(meta),
      request.reviewId,
      request.reason ?? null,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
