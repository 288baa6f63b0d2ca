import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { fileClaim } from '../commands/claim.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { FileClaimCommand } from './file-claim.command.js';

/** Runs FileClaimCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(FileClaimCommand)
export class FileClaimHandler implements ICommandHandler<FileClaimCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: FileClaimCommand) {
    return fileClaim(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
