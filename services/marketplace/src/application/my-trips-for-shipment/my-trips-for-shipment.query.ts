import type { myTripsForShipmentRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `myTripsForShipment` as a query: the checked request and the caller. */
export class MyTripsForShipmentQuery extends RpcQuery<typeof myTripsForShipmentRpc> {}
