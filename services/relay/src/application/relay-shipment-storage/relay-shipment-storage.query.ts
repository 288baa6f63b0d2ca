import type { relayShipmentStorageRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `relayShipmentStorage` as a query: the checked request and the caller. */
export class RelayShipmentStorageQuery extends RpcQuery<typeof relayShipmentStorageRpc> {}
