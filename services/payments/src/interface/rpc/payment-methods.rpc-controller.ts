import {
  paymentsAddPaymentMethodRpc,
  paymentsListPaymentMethodsRpc,
  paymentsRemovePaymentMethodRpc,
  paymentsSetDefaultPaymentMethodRpc,
  paymentsStartPayoutOnboardingRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ListPaymentMethodsQuery } from '../../application/list-payment-methods/list-payment-methods.query.js';
import { AddPaymentMethodCommand } from '../../application/add-payment-method/add-payment-method.command.js';
import { StartPayoutOnboardingCommand } from '../../application/start-payout-onboarding/start-payout-onboarding.command.js';
import { RemovePaymentMethodCommand } from '../../application/remove-payment-method/remove-payment-method.command.js';
import { SetDefaultPaymentMethodCommand } from '../../application/set-default-payment-method/set-default-payment-method.command.js';

/** The payment-method aggregate: cards and payout accounts of the caller. */
@Controller()
export class PaymentMethodsRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(paymentsListPaymentMethodsRpc)
  listPaymentMethods(@RpcPayload() req: RpcRequest<typeof paymentsListPaymentMethodsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListPaymentMethodsQuery(req, meta));
  }

  @Rpc(paymentsAddPaymentMethodRpc)
  addPaymentMethod(@RpcPayload() req: RpcRequest<typeof paymentsAddPaymentMethodRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new AddPaymentMethodCommand(req, meta));
  }

  @Rpc(paymentsStartPayoutOnboardingRpc)
  startPayoutOnboarding(
    @RpcPayload() req: RpcRequest<typeof paymentsStartPayoutOnboardingRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new StartPayoutOnboardingCommand(req, meta));
  }

  @Rpc(paymentsRemovePaymentMethodRpc)
  removePaymentMethod(
    @RpcPayload() req: RpcRequest<typeof paymentsRemovePaymentMethodRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new RemovePaymentMethodCommand(req, meta));
  }

  @Rpc(paymentsSetDefaultPaymentMethodRpc)
  setDefaultPaymentMethod(
    @RpcPayload() req: RpcRequest<typeof paymentsSetDefaultPaymentMethodRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.commands.execute(new SetDefaultPaymentMethodCommand(req, meta));
  }
}
