import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { assertCanRead } from '../access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { requirePaymentView } from '../queries/payment-view.js';
import { findShipment } from '../queries/shipments-view.js';
import { GetPaymentQuery } from './get-payment.query.js';

/** Runs GetPaymentQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetPaymentQuery)
export class GetPaymentHandler implements IQueryHandler<GetPaymentQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: GetPaymentQuery) {
    const view = await requirePaymentView(this.deps.store, request.shipmentId);
    assertCanRead(view, meta, (await findShipment(this.deps.pool, request.shipmentId))?.travelerId ?? null);
    return view;
  }
}
