import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { listWalletTransactions } from '../queries/wallet.queries.js';
import { ListWalletTransactionsQuery } from './list-wallet-transactions.query.js';

/** Runs ListWalletTransactionsQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(ListWalletTransactionsQuery)
export class ListWalletTransactionsHandler implements IQueryHandler<ListWalletTransactionsQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: ListWalletTransactionsQuery) {
    return listWalletTransactions(
      this.deps.pool,
      requireActor(meta).userId,
      request.page,
      request.pageSize,
      request.currency,
    );
  }
}
