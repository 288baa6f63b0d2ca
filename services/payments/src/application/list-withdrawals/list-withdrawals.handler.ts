import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { listWithdrawals } from '../queries/wallet.queries.js';
import { ListWithdrawalsQuery } from './list-withdrawals.query.js';

/** Runs ListWithdrawalsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListWithdrawalsQuery)
export class ListWithdrawalsHandler implements IQueryHandler<ListWithdrawalsQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: ListWithdrawalsQuery) {
    return listWithdrawals(this.deps.pool, requireActor(meta).userId, request.page, request.pageSize);
  }
}
