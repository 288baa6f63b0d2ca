import type { getTripRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getTrip` as a query: the checked request and the caller. */
export class GetTripQuery extends RpcQuery<typeof getTripRpc> {}
