import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paymentMethodErrors } from '@oneway/contracts';
import { requireActor } from '../access.js';
import { addPaymentMethod } from '../payment-methods/payment-methods.handlers.js';
import { findPaymentMethod, toMethodView } from '../payment-methods/payment-methods.queries.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { AddPaymentMethodCommand } from './add-payment-method.command.js';

/** Runs AddPaymentMethodCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(AddPaymentMethodCommand)
export class AddPaymentMethodHandler implements ICommandHandler<AddPaymentMethodCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: AddPaymentMethodCommand) {
    await addPaymentMethod(this.deps, request, meta);
    const m = await findPaymentMethod(this.deps.pool, requireActor(meta).userId, request.methodId);
    if (!m) throw paymentMethodErrors.notFound();
    return toMethodView(m);
  }
}
