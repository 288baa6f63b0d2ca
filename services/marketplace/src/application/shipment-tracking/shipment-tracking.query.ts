import type { shipmentTrackingRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `shipmentTracking` as a query: the checked request and the caller. */
export class ShipmentTrackingQuery extends RpcQuery<typeof shipmentTrackingRpc> {}
