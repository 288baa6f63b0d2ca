import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireAllowed } from '../caller.js';
import { approveTrip } from '../commands/trip.handlers.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { ApproveTripCommand } from './approve-trip.command.js';

/** Runs ApproveTripCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ApproveTripCommand)
export class ApproveTripHandler implements ICommandHandler<ApproveTripCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ApproveTripCommand) {
    return approveTrip(
      this.deps,
      requireAllowed(meta, 'trips.review'),
      request.tripId,
      request.adminNotes ?? null,
      metadataFromRpc(meta, this.deps.now()),
      meta.ip,
    );
  }
}
