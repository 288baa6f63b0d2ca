import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { cancelTrip } from '../commands/trip.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { CancelTripCommand } from './cancel-trip.command.js';

/** Runs CancelTripCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(CancelTripCommand)
export class CancelTripHandler implements ICommandHandler<CancelTripCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: CancelTripCommand) {
    return cancelTrip(
      this.deps,
      requireActor(meta),
      request.tripId,
      request.reason?.trim() || null,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
