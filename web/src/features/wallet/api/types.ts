// Shapes of the gateway's wallet responses (libs/contracts/src/rpc/payments.rpc.ts).
// Balances are read models of the payments ledger; amounts are integers in minor units.
import type {
  PaymentMethodView,
  paymentsEarningsSeriesRpc,
  paymentsGetWalletRpc,
  RpcResponse,
  WalletTransactionView,
} from '@oneway/contracts';

export type { Currency, WalletBalance, WithdrawalView } from '@oneway/contracts';

/** GET /api/wallet (paymentsGetWalletRpc). */
export type Wallet = RpcResponse<typeof paymentsGetWalletRpc>;

export type WalletTransaction = WalletTransactionView;

/** GET /api/wallet/earnings (paymentsEarningsSeriesRpc). */
export type EarningsSeries = RpcResponse<typeof paymentsEarningsSeriesRpc>;

/** A saved bank account, to choose where a withdrawal goes. */
export type PayoutMethod = PaymentMethodView;
