import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { submitCountryRequest } from '../commands/country-request.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { SubmitCountryRequestCommand } from './submit-country-request.command.js';

/** Runs SubmitCountryRequestCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(SubmitCountryRequestCommand)
export class SubmitCountryRequestHandler implements ICommandHandler<SubmitCountryRequestCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: SubmitCountryRequestCommand) {
    return submitCountryRequest(this.deps, meta.actor, request, metadataFromRpc(meta, this.deps.now()));
  }
}
