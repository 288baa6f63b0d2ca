import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { attachReviewPhotos } from '../commands/review.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { AttachReviewPhotosCommand } from './attach-review-photos.command.js';

/** Runs AttachReviewPhotosCommand (the gateway stored the files; the RPC controller dispatches it). */
@CommandHandler(AttachReviewPhotosCommand)
export class AttachReviewPhotosHandler implements ICommandHandler<AttachReviewPhotosCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: AttachReviewPhotosCommand) {
    return attachReviewPhotos(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
