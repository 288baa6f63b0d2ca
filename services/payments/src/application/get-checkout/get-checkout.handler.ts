import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { getCheckout } from '../charge-shipment/charge-shipment.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { GetCheckoutQuery } from './get-checkout.query.js';

/** Runs GetCheckoutQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetCheckoutQuery)
export class GetCheckoutHandler implements IQueryHandler<GetCheckoutQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: GetCheckoutQuery) {
    return getCheckout(this.deps, request, meta);
  }
}
