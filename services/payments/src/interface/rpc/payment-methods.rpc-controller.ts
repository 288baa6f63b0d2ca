import {
  paymentsAddPaymentMethodRpc,
  paymentsListPaymentMethodsRpc,
  paymentsRemovePaymentMethodRpc,
  paymentsSetDefaultPaymentMethodRpc,
  paymentsStartPayoutOnboardingRpc,
  type RpcMeta,
  type RpcRequest,
  paymentMethodErrors,
} from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { requireActor } from '../../application/access.js';
import {
  addPaymentMethod,
  removePaymentMethod,
  setDefaultPaymentMethod,
  startPayoutOnboarding,
} from '../../application/payment-methods/payment-methods.handlers.js';
import {
  findPaymentMethod,
  listPaymentMethods,
  toMethodView,
} from '../../application/payment-methods/payment-methods.queries.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../../application/payments-deps.js';
import { Controller, Inject } from '@nestjs/common';

/** The payment-method aggregate: cards and payout accounts of the caller. */
@Controller()
export class PaymentMethodsRpcController {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  @Rpc(paymentsListPaymentMethodsRpc)
  async listPaymentMethods(
    @RpcPayload() _p: RpcRequest<typeof paymentsListPaymentMethodsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return {
      items: (await listPaymentMethods(this.deps.pool, requireActor(meta).userId)).map(toMethodView),
    };
  }

  @Rpc(paymentsAddPaymentMethodRpc)
  async addPaymentMethod(@RpcPayload() p: RpcRequest<typeof paymentsAddPaymentMethodRpc>, @RpcCaller() meta: RpcMeta) {
    await addPaymentMethod(this.deps, p, meta);
    const m = await findPaymentMethod(this.deps.pool, requireActor(meta).userId, p.methodId);
    if (!m) throw paymentMethodErrors.notFound();
    return toMethodView(m);
  }

  @Rpc(paymentsStartPayoutOnboardingRpc)
  startPayoutOnboarding(
    @RpcPayload() p: RpcRequest<typeof paymentsStartPayoutOnboardingRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return startPayoutOnboarding(this.deps, p, meta);
  }

  @Rpc(paymentsRemovePaymentMethodRpc)
  async removePaymentMethod(
    @RpcPayload() p: RpcRequest<typeof paymentsRemovePaymentMethodRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    await removePaymentMethod(this.deps, p.methodId, meta);
    return { removed: true as const };
  }

  @Rpc(paymentsSetDefaultPaymentMethodRpc)
  async setDefaultPaymentMethod(
    @RpcPayload() p: RpcRequest<typeof paymentsSetDefaultPaymentMethodRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    await setDefaultPaymentMethod(this.deps, p.methodId, meta);
    const m = await findPaymentMethod(this.deps.pool, requireActor(meta).userId, p.methodId);
    if (!m) throw paymentMethodErrors.notFound();
    return toMethodView(m);
  }
}
