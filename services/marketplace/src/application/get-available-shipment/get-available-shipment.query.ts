import type { getAvailableShipmentRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `getAvailableShipment` as a query: the checked request and the caller. */
export class GetAvailableShipmentQuery extends RpcQuery<typeof getAvailableShipmentRpc> {}
