import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { removePaymentMethod } from '../payment-methods/payment-methods.handlers.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { RemovePaymentMethodCommand } from './remove-payment-method.command.js';

/** Runs RemovePaymentMethodCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(RemovePaymentMethodCommand)
export class RemovePaymentMethodHandler implements ICommandHandler<RemovePaymentMethodCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: RemovePaymentMethodCommand) {
    await removePaymentMethod(this.deps, request.methodId, meta);
    return { removed: true as const };
  }
}
