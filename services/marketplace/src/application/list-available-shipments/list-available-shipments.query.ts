import type { listAvailableShipmentsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listAvailableShipments` as a query: the checked request and the caller. */
export class ListAvailableShipmentsQuery extends RpcQuery<typeof listAvailableShipmentsRpc> {}
