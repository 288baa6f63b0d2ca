import type { compatibleTripsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `compatibleTrips` as a query: the checked request and the caller. */
export class CompatibleTripsQuery extends RpcQuery<typeof compatibleTripsRpc> {}
