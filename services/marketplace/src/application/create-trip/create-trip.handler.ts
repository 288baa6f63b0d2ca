import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { createTrip } from '../commands/trip.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { CreateTripCommand } from './create-trip.command.js';

/** Runs CreateTripCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(CreateTripCommand)
export class CreateTripHandler implements ICommandHandler<CreateTripCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: CreateTripCommand) {
    return createTrip(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
