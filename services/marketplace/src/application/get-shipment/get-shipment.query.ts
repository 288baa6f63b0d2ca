import type { getShipmentRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getShipment` as a query: the checked request and the caller. */
export class GetShipmentQuery extends RpcQuery<typeof getShipmentRpc> {}
