import type { listAvailableTripsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listAvailableTrips` as a query: the checked request and the caller. */
export class ListAvailableTripsQuery extends RpcQuery<typeof listAvailableTripsRpc> {}
