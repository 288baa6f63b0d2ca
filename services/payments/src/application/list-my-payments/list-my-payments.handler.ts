import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { readPage } from '@oneway/eventstore';
import { requireActor } from '../access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { requirePaymentView } from '../queries/payment-view.js';
import { ListMyPaymentsQuery } from './list-my-payments.query.js';

/** Runs ListMyPaymentsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListMyPaymentsQuery)
export class ListMyPaymentsHandler implements IQueryHandler<ListMyPaymentsQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: ListMyPaymentsQuery) {
    const actor = requireActor(meta);
    const { rows, total } = await readPage<{ shipment_id: string }>(this.deps.pool, {
      rows: `SELECT shipment_id FROM payments WHERE sender_id = $1 ORDER BY created_at DESC, id LIMIT ${request.pageSize} OFFSET ${(request.page - 1) * request.pageSize}`,
      count: 'SELECT count(*) AS n FROM payments WHERE sender_id = $1',
      params: [actor.userId],
    });
    const items = await Promise.all(rows.map((r) => requirePaymentView(this.deps.store, r.shipment_id)));
    return { items, total, page: request.page, pageSize: request.pageSize };
  }
}
