import type { paymentsGetWalletRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getWallet` as a query: the checked request and the caller. */
export class GetWalletQuery extends RpcQuery<typeof paymentsGetWalletRpc> {}
