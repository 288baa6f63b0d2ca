import type { listMyTripsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listMyTrips` as a query: the checked request and the caller. */
export class ListMyTripsQuery extends RpcQuery<typeof listMyTripsRpc> {}
