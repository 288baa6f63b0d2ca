import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../access.js';
import { listPaymentMethods, toMethodView } from '../payment-methods/payment-methods.queries.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { ListPaymentMethodsQuery } from './list-payment-methods.query.js';

/** Runs ListPaymentMethodsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListPaymentMethodsQuery)
export class ListPaymentMethodsHandler implements IQueryHandler<ListPaymentMethodsQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ meta }: ListPaymentMethodsQuery) {
    return {
      items: (await listPaymentMethods(this.deps.pool, requireActor(meta).userId)).map(toMethodView),
    };
  }
}
