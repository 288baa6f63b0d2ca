import type { paymentsEarningsSeriesRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `earningsSeries` as a query: the checked request and the caller. */
export class EarningsSeriesQuery extends RpcQuery<typeof paymentsEarningsSeriesRpc> {}
