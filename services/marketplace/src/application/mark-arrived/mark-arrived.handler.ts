import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { reportTravelStep } from '../commands/shipment-handoff.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { MarkArrivedCommand } from './mark-arrived.command.js';

/** Runs MarkArrivedCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(MarkArrivedCommand)
export class MarkArrivedHandler implements ICommandHandler<MarkArrivedCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: MarkArrivedCommand) {
    return reportTravelStep(
      this.deps,
      requireActor(meta),
      'mark_arrived',
      request,
      metadataFromRpc(meta, this.deps.now()),
    );
  }
}
