import type { compatibleShipmentsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `compatibleShipments` as a query: the checked request and the caller. */
export class CompatibleShipmentsQuery extends RpcQuery<typeof compatibleShipmentsRpc> {}
