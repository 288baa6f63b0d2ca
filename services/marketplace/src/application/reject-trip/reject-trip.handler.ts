import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAllowed } from '../caller.js';
import { rejectTrip } from '../commands/trip.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { RejectTripCommand } from './reject-trip.command.js';

/** Runs RejectTripCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RejectTripCommand)
export class RejectTripHandler implements ICommandHandler<RejectTripCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: RejectTripCommand) {
    return rejectTrip(
      this.deps,
      requireAllowed(meta, 'trips.review'),
      request.tripId,
      request.adminNotes,
      metadataFromRpc(meta, this.deps.now()),
      meta.ip,
    );
  }
}
