import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireStaffAction } from '@oneway/contracts';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { escrowTotals, stuckWithdrawals } from '../queries/wallet.queries.js';
import { EscrowOverviewQuery } from './escrow-overview.query.js';

/** Runs EscrowOverviewQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(EscrowOverviewQuery)
export class EscrowOverviewHandler implements IQueryHandler<EscrowOverviewQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ request, meta }: EscrowOverviewQuery) {
    requireStaffAction(meta, 'finance.read');
    const { totals, ledger } = await escrowTotals(this.deps.pool);
    const stuckPayouts = await stuckWithdrawals(
      this.deps.pool,
      new Date(this.deps.clock().getTime() - request.stuckAfterHours * 3_600_000),
    );
    return { totals, ledger, stuckPayouts };
  }
}
