import {
  paymentsEarningsSeriesRpc,
  paymentsGetWalletRpc,
  paymentsGetWithdrawalRpc,
  paymentsListWalletTransactionsRpc,
  paymentsListWithdrawalsRpc,
  paymentsRequestWithdrawalRpc,
  type RpcMeta,
  type RpcRequest,
} from '@oneway/contracts';
import { Rpc, RpcCaller, RpcPayload } from '@oneway/service-kit';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetWalletQuery } from '../../application/get-wallet/get-wallet.query.js';
import { ListWalletTransactionsQuery } from '../../application/list-wallet-transactions/list-wallet-transactions.query.js';
import { EarningsSeriesQuery } from '../../application/earnings-series/earnings-series.query.js';
import { RequestWithdrawalCommand } from '../../application/request-withdrawal/request-withdrawal.command.js';
import { GetWithdrawalQuery } from '../../application/get-withdrawal/get-withdrawal.query.js';
import { ListWithdrawalsQuery } from '../../application/list-withdrawals/list-withdrawals.query.js';

/** The wallet aggregate: balances, transactions, earnings and withdrawals of the caller. */
@Controller()
export class WalletRpcController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Rpc(paymentsGetWalletRpc)
  getWallet(@RpcPayload() req: RpcRequest<typeof paymentsGetWalletRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetWalletQuery(req, meta));
  }

  @Rpc(paymentsListWalletTransactionsRpc)
  listWalletTransactions(
    @RpcPayload() req: RpcRequest<typeof paymentsListWalletTransactionsRpc>,
    @RpcCaller() meta: RpcMeta,
  ) {
    return this.queries.execute(new ListWalletTransactionsQuery(req, meta));
  }

  @Rpc(paymentsEarningsSeriesRpc)
  earningsSeries(@RpcPayload() req: RpcRequest<typeof paymentsEarningsSeriesRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new EarningsSeriesQuery(req, meta));
  }

  @Rpc(paymentsRequestWithdrawalRpc)
  requestWithdrawal(@RpcPayload() req: RpcRequest<typeof paymentsRequestWithdrawalRpc>, @RpcCaller() meta: RpcMeta) {
    return this.commands.execute(new RequestWithdrawalCommand(req, meta));
  }

  @Rpc(paymentsGetWithdrawalRpc)
  getWithdrawal(@RpcPayload() req: RpcRequest<typeof paymentsGetWithdrawalRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new GetWithdrawalQuery(req, meta));
  }

  @Rpc(paymentsListWithdrawalsRpc)
  listWithdrawals(@RpcPayload() req: RpcRequest<typeof paymentsListWithdrawalsRpc>, @RpcCaller() meta: RpcMeta) {
    return this.queries.execute(new ListWithdrawalsQuery(req, meta));
  }
}
