import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { reportTravelStep } from '../commands/shipment-handoff.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { MarkInTransitCommand } from './mark-in-transit.command.js';

/** Runs MarkInTransitCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(MarkInTransitCommand)
export class MarkInTransitHandler implements ICommandHandler<MarkInTransitCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: MarkInTransitCommand) {
    return reportTravelStep(
      this.deps,
      requireActor(meta),
      'mark_departed',
      request,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
