import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { completeTrip } from '../commands/trip.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { CompleteTripCommand } from './complete-trip.command.js';

/** Runs CompleteTripCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(CompleteTripCommand)
export class CompleteTripHandler implements ICommandHandler<CompleteTripCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: CompleteTripCommand) {
    return completeTrip(this.deps, requireActor(meta), request.tripId, metadataFromRpc(meta, this.deps.now()));
  }
}
