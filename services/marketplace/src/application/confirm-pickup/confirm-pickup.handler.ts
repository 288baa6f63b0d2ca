import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { metadataFromRpc } from '@oneway/service-kit';
import { requireActor } from '../caller.js';
import { confirmHandoff } from '../commands/shipment-handoff.handler.js';
import { type MarketplaceDeps, MARKETPLACE_DEPS } from '../marketplace-deps.js';
import { ConfirmPickupCommand } from './confirm-pickup.command.js';

/** Runs ConfirmPickupCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ConfirmPickupCommand)
export class ConfirmPickupHandler implements ICommandHandler<ConfirmPickupCommand> {
  constructor(@Inject(MARKETPLACE_DEPS) private readonly deps: MarketplaceDeps) {}

  async execute({ request, meta }: ConfirmPickupCommand) {
    return confirmHandoff(this.deps, requireActor(meta), 'pickup', request, metadataFromRpc(meta, this.deps.now()));
  }
}
