import type { paymentsGetPaymentRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getPayment` as a query: the checked request and the caller. */
export class GetPaymentQuery extends RpcQuery<typeof paymentsGetPaymentRpc> {}
