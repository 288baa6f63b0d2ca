import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { updateTrip } from '../commands/trip.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { UpdateTripCommand } from './update-trip.command.js';

/** Runs UpdateTripCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(UpdateTripCommand)
export class UpdateTripHandler implements ICommandHandler<UpdateTripCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: UpdateTripCommand) {
    const { tripId, ...plan } = request;
    return updateTrip(this.deps, requireActor(meta), tripId, plan, metadataFromRpc(meta, this.deps.now()));
  }
}
