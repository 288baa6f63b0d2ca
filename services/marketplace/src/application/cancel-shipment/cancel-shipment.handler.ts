import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { cancelShipment } from '../commands/cancel-shipment.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { CancelShipmentCommand } from './cancel-shipment.command.js';

/** Runs CancelShipmentCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(CancelShipmentCommand)
export class CancelShipmentHandler implements ICommandHandler<CancelShipmentCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: CancelShipmentCommand) {
    return cancelShipment(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
