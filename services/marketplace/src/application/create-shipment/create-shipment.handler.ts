import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { createShipment } from '../commands/create-shipment.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { CreateShipmentCommand } from './create-shipment.command.js';

/** Runs CreateShipmentCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(CreateShipmentCommand)
export class CreateShipmentHandler implements ICommandHandler<CreateShipmentCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: CreateShipmentCommand) {
    return createShipment(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
