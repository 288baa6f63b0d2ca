import type { adminListTripsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `adminListTrips` as a query: the checked request and the caller. */
export class AdminListTripsQuery extends RpcQuery<typeof adminListTripsRpc> {}
