import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { confirmHandoff } from '../commands/shipment-handoff.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { ConfirmDeliveryCommand } from './confirm-delivery.command.js';

/** Runs ConfirmDeliveryCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ConfirmDeliveryCommand)
export class ConfirmDeliveryHandler implements ICommandHandler<ConfirmDeliveryCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ConfirmDeliveryCommand) {
    return confirmHandoff(this.deps, requireActor(meta), 'delivery', request, metadataFromRpc(meta, this.deps.now()));
  }
}
