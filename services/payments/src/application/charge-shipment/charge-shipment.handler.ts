import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chargeShipment } from '../charge-shipment/charge-shipment.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { ChargeShipmentCommand } from './charge-shipment.command.js';

/** Runs ChargeShipmentCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(ChargeShipmentCommand)
export class ChargeShipmentHandler implements ICommandHandler<ChargeShipmentCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: ChargeShipmentCommand) {
    return chargeShipment(this.deps, request, meta);
  }
}
