import type { paymentsListWalletTransactionsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listWalletTransactions` as a query: the checked request and the caller. */
export class ListWalletTransactionsQuery extends RpcQuery<typeof paymentsListWalletTransactionsRpc> {}
