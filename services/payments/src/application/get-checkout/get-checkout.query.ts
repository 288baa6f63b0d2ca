import type { paymentsGetCheckoutRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getCheckout` as a query: the checked request and the caller. */
export class GetCheckoutQuery extends RpcQuery<typeof paymentsGetCheckoutRpc> {}
