import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paymentMethodErrors } from '@oneway/contracts';
import { requireActor } from '../access.js';
import { setDefaultPaymentMethod } from '../payment-methods/payment-methods.handlers.js';
import { findPaymentMethod, toMethodView } from '../payment-methods/payment-methods.queries.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { SetDefaultPaymentMethodCommand } from './set-default-payment-method.command.js';

/** Runs SetDefaultPaymentMethodCommand (the RPC controller dispatches it on the CommandBus). */
@CommandHandler(SetDefaultPaymentMethodCommand)
export class SetDefaultPaymentMethodHandler implements ICommandHandler<SetDefaultPaymentMethodCommand> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: SetDefaultPaymentMethodCommand) {
    await setDefaultPaymentMethod(this.deps, request.methodId, meta);
    const m = await findPaymentMethod(this.deps.pool, requireActor(meta).userId, request.methodId);
    if (!m) throw paymentMethodErrors.notFound();
    return toMethodView(m);
  }
}
