import type { relayInventoryRpc } from '@oneway/contracts';
import { RpcQuery } from '@oneway/service-kit';

/** `relayInventory` as a query: the checked request and the caller. */
export class RelayInventoryQuery extends RpcQuery<typeof relayInventoryRpc> {}
