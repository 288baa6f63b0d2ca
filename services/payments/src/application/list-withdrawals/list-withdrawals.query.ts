import type { paymentsListWithdrawalsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listWithdrawals` as a query: the checked request and the caller. */
export class ListWithdrawalsQuery extends RpcQuery<typeof paymentsListWithdrawalsRpc> {}
