import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { giveUpShipment } from '../commands/cancel-shipment.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { GiveUpShipmentCommand } from './give-up-shipment.command.js';

/** Runs GiveUpShipmentCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(GiveUpShipmentCommand)
export class GiveUpShipmentHandler implements ICommandHandler<GiveUpShipmentCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: GiveUpShipmentCommand) {
    return giveUpShipment(this.deps, requireActor(meta), request, metadataFromRpc(meta, this.deps.now()));
  }
}
