import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { updateShipment } from '../commands/create-shipment.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { UpdateShipmentCommand } from './update-shipment.command.js';

/** Runs UpdateShipmentCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(UpdateShipmentCommand)
export class UpdateShipmentHandler implements ICommandHandler<UpdateShipmentCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: UpdateShipmentCommand) {
    const { shipmentId, ...listing } = request;
    return updateShipment(this.deps, requireActor(meta), shipmentId, listing, metadataFromRpc(meta, this.deps.now()));
  }
}
