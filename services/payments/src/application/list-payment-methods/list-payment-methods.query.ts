import type { paymentsListPaymentMethodsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listPaymentMethods` as a query: the checked request and the caller. */
export class ListPaymentMethodsQuery extends RpcQuery<typeof paymentsListPaymentMethodsRpc> {}
