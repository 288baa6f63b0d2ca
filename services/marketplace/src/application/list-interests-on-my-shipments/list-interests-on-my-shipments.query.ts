import type { listInterestsOnMyShipmentsRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `listInterestsOnMyShipments` as a query: the checked request and the caller. */
export class ListInterestsOnMyShipmentsQuery extends RpcQuery<typeof listInterestsOnMyShipmentsRpc> {}
