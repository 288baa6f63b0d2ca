import {
  paymentsEarningsSeriesRpc,
  paymentsGetWalletRpc,
  paymentsGetWithdrawalRpc,
  paymentsListWalletTransactionsRpc,
  paymentsListWithdrawalsRpc,
  paymentsRequestWithdrawalRpc,
  type RpcMeta,
  type RpcRequest,
  payoutErrors,
} from '@oneway/contracts';
import { Rpc, RpcPayload, RpcCaller } from '@oneway/service-kit';
import { requireActor } from '../../application/access.js';
import { PAYMENTS_DEPS, type PaymentsRpcDeps } from '../../application/payments-deps.js';
import {
  earningsSeries,
  findWithdrawal,
  listWalletTransactions,
  listWithdrawals,
  walletBalances,
} from '../../application/queries/wallet.queries.js';
import { requestWithdrawal } from '../../application/request-withdrawal/request-withdrawal.handler.js';
import { loadSettings } from '../../application/settings/payment-settings.repository.js';
import { walletStateOf } from '../../application/queries/wallet-state.js';
import { Controller, Inject } from '@nestjs/common';

const WALLET_PROJECTION = 'payments-wallet';

/** The wallet aggregate: balances, transactions, earnings and withdrawals of the caller. */
@Controller()
export class WalletRpcController {
  constructor(@Inject(PAYMENTS_DEPS) private readonly deps: PaymentsRpcDeps) {}

  @Rpc(paymentsGetWalletRpc)
  async getWallet(@RpcPayload() _p: RpcRequest<typeof paymentsGetWalletRpc>, @RpcCaller() meta: RpcMeta) {
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

  @Rpc(paymentsListWalletTransactionsRpc)
  async listWalletTransactions(
    @RpcPayload() p: RpcRequest<typeof paymentsListWalletTransactionsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return listWalletTransactions(this.deps.pool, requireActor(meta).userId, p.page, p.pageSize, p.currency);
  }

  @Rpc(paymentsEarningsSeriesRpc)
  async earningsSeries(@RpcPayload() p: RpcRequest<typeof paymentsEarningsSeriesRpc>, @RpcCaller() meta: RpcMeta) {
    return earningsSeries(this.deps.pool, requireActor(meta).userId, p.currency, p.days, this.deps.clock());
  }

  @Rpc(paymentsRequestWithdrawalRpc)
  async requestWithdrawal(
    @RpcPayload() p: RpcRequest<typeof paymentsRequestWithdrawalRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    const actor = requireActor(meta);
    const { lastPosition } = await requestWithdrawal(this.deps, p, meta);
    if (lastPosition !== null) await this.deps.waitForProjection(WALLET_PROJECTION, lastPosition);
    const w = await findWithdrawal(this.deps.pool, actor.userId, p.withdrawalId);
    if (!w) throw payoutErrors.withdrawalNotFound();
    return w;
  }

  @Rpc(paymentsGetWithdrawalRpc)
  async getWithdrawal(@RpcPayload() p: RpcRequest<typeof paymentsGetWithdrawalRpc>, @RpcCaller() meta: RpcMeta) {
    const w = await findWithdrawal(this.deps.pool, requireActor(meta).userId, p.withdrawalId);
    if (!w) throw payoutErrors.withdrawalNotFound();
    return w;
  }

  @Rpc(paymentsListWithdrawalsRpc)
  async listWithdrawals(@RpcPayload() p: RpcRequest<typeof paymentsListWithdrawalsRpc>, @RpcCaller() meta: RpcMeta) {
    return listWithdrawals(this.deps.pool, requireActor(meta).userId, p.page, p.pageSize);
  }
}
