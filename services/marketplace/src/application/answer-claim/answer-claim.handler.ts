import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { answerClaim } from '../commands/claim.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { AnswerClaimCommand } from './answer-claim.command.js';

/** Runs AnswerClaimCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AnswerClaimCommand)
export class AnswerClaimHandler implements ICommandHandler<AnswerClaimCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: AnswerClaimCommand) {
    return answerClaim(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
