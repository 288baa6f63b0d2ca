import type { paymentsGetWithdrawalRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getWithdrawal` as a query: the checked request and the caller. */
export class GetWithdrawalQuery extends RpcQuery<typeof paymentsGetWithdrawalRpc> {}
