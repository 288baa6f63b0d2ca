import type { paymentsListMyPaymentsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listMyPayments` as a query: the checked request and the caller. */
export class ListMyPaymentsQuery extends RpcQuery<typeof paymentsListMyPaymentsRpc> {}
