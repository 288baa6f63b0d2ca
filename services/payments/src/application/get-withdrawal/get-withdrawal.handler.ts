import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { payoutErrors } from '@oneway/contracts';
import { requireActor } from '../access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { findWithdrawal } from '../queries/wallet.queries.js';
import { GetWithdrawalQuery } from './get-withdrawal.query.js';

/** Runs GetWithdrawalQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetWithdrawalQuery)
export class GetWithdrawalHandler implements IQueryHandler<GetWithdrawalQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: GetWithdrawalQuery) {
    const w = await findWithdrawal(this.deps.pool, requireActor(meta).userId, request.withdrawalId);
    if (!w) throw payoutErrors.withdrawalNotFound();
    return w;
  }
}
