import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { earningsSeries } from '../queries/wallet.queries.js';
import { EarningsSeriesQuery } from './earnings-series.query.js';

/** Runs EarningsSeriesQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(EarningsSeriesQuery)
export class EarningsSeriesHandler implements IQueryHandler<EarningsSeriesQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: EarningsSeriesQuery) {
    return earningsSeries(this.deps.pool, requireActor(meta).userId, request.currency, request.days, this.deps.clock());
  }
}
