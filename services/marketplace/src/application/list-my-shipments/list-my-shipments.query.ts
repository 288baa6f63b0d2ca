import type { listMyShipmentsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listMyShipments` as a query: the checked request and the caller. */
export class ListMyShipmentsQuery extends RpcQuery<typeof listMyShipmentsRpc> {}
