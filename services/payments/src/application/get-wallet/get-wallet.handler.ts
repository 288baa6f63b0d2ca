import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireActor } from '../access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../payments-deps.js';
import { findWithdrawal, walletBalances } from '../queries/wallet.queries.js';
import { loadSettings } from '../settings/payment-settings.repository.js';
import { walletStateOf } from '../queries/wallet-state.js';
import { GetWalletQuery } from './get-wallet.query.js';

/** Runs GetWalletQuery (the RPC controller dispatches it on the QueryBus). */
@QueryHandler(GetWalletQuery)
export class GetWalletHandler implements IQueryHandler<GetWalletQuery> {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  async execute({ meta }: GetWalletQuery) {
    const actor = requireActor(meta);
    const [balances, state, settings] = await Promise.all([
      walletBalances(this.deps.pool, actor.userId),
      walletStateOf(this.deps.store, actor.userId),
      loadSettings(this.deps.pool),
    ]);
    let inFlightWithdrawal = null;
    if (state.inFlightWithdrawalId) {
      const w = state.withdrawals[state.inFlightWithdrawalId]!;
      inFlightWithdrawal = (await findWithdrawal(this.deps.pool, actor.userId, state.inFlightWithdrawalId)) ?? {
        id: state.inFlightWithdrawalId,
        amount: w.amount,
        currency: w.currency,
        payoutMethodId: w.payoutMethodId,
        status: 'pending' as const,
        payoutId: null,
        failureReason: null,
        createdAt: this.deps.clock().toISOString(),
        updatedAt: this.deps.clock().toISOString(),
      };
    }
    return { balances, inFlightWithdrawal, payoutHoldHours: settings.payoutHoldHours };
  }
}
